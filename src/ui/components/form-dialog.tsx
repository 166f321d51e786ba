import { useLingui } from '@lingui/react/macro'
import { type ReactNode, type Ref, useId, useState } from 'react'
import { notify } from '../toast/notify'
import { Button } from './button'
import { Dialog, DialogClose, type DialogProps } from './dialog'

export interface FormDialogProps {
  readonly title: string
  readonly description?: string
  readonly size?: DialogProps['size']
  /** The submit button's words; 'Save' by default. */
  readonly submitLabel?: string
  /** A save is running: the submit button shows it and a second submit is ignored. */
  readonly saving: boolean
  readonly onSubmit: () => void
  readonly onClose: () => void
  readonly formRef?: Ref<HTMLFormElement>
  readonly formClassName?: string
  /** The form's fields. */
  readonly children: ReactNode
}

/**
 * A record's create or edit form in a dialog: the fields, then 'Cancel' and 'Save' (or the
 * dialog's own word, such as 'Merge'); Enter in a field submits too. The browser's own validation is off: each form says what is wrong next to the field.
 */
export function FormDialog({ title, description, size, submitLabel, saving, onSubmit, onClose, formRef, formClassName, children }: FormDialogProps) {
  const { t } = useLingui()
  const formId = useId()
  return (
    <Dialog
      open
      size={size}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t`Cancel`}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            {submitLabel ?? t`Save`}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        className={formClassName}
        onSubmit={(event) => {
          event.preventDefault()
          if (!saving) onSubmit()
        }}
        noValidate
      >
        {children}
      </form>
    </Dialog>
  )
}

/**
 * Writes a form dialog's record: 'Created successfully' or 'Updated successfully' and the dialog
 * closed, or 'Something went wrong' with the dialog (and what was typed) kept for another try.
 */
export function useRecordSave(onClose: () => void) {
  const { t } = useLingui()
  const [saving, setSaving] = useState(false)
  async function save(write: () => Promise<'created' | 'updated'>): Promise<void> {
    setSaving(true)
    try {
      const done = await write()
      notify.success(done === 'created' ? t`Created successfully` : t`Updated successfully`)
      onClose()
    } catch {
      notify.error(t`Something went wrong`)
    } finally {
      setSaving(false)
    }
  }
  return { saving, save }
}

/** Moves focus to the form's field named `name` (the first one a refused form flags). */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (name) form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()
}
