import { DialogBackdrop, DialogCloseTrigger, DialogContent, DialogDescription, DialogPositioner, DialogRoot, DialogTitle, DialogTrigger } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useLingui } from '@lingui/react/macro'
import type { ReactElement, ReactNode } from 'react'
import { CloseIcon } from '../icons/action-icons'
import { IconButton } from './button'
import { cx } from './class-names'
import { VisuallyHidden } from './visually-hidden'
import * as styles from './dialog.css'
import { closeButton } from './overlay.css'

export interface DialogProps {
  /** Required: the dialog's accessible name (aria-labelledby points at it). */
  title: ReactNode
  /** Tied to the dialog by aria-describedby. Use `hideDescription` to keep it for screen readers only. */
  description?: ReactNode
  hideDescription?: boolean
  /** Opens the dialog; rendered as-is (Ark's asChild), so pass a Button. */
  trigger?: ReactElement
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  children?: ReactNode
  /** Actions row (on a phone they stack, primary on top). */
  footer?: ReactNode
  size?: 'sm' | 'md' | 'lg' | 'full'
  /** 'alertdialog' for confirmations that need an answer (e.g. 'Delete this custom theme?'). */
  role?: 'dialog' | 'alertdialog'
  /** Where focus goes on open; defaults to the first focusable element. */
  initialFocusEl?: () => HTMLElement | null
  closeOnInteractOutside?: boolean
  className?: string
}

/**
 * Ark traps focus a frame after the dialog opens and then focuses the initial element, selecting its
 * text. A field focused in between (a quick tap on a slow phone) keeps the focus: what is typed there
 * is not sent to the initial field over the text it selected.
 */
const focusOnOpen = (preferred?: () => HTMLElement | null) => (): HTMLElement | null => {
  const active = document.activeElement
  if (active instanceof HTMLElement && active.closest('[data-scope="dialog"][data-part="content"]')) return active
  return preferred?.() ?? null
}

export function Dialog({
  title,
  description,
  hideDescription = false,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  initialFocusEl,
  closeOnInteractOutside,
  className,
}: DialogProps) {
  const { t } = useLingui()
  return (
    <DialogRoot
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      role={role}
      // An alert dialog asks for an answer, not typing: Ark's own start (its close button) stays.
      initialFocusEl={role === 'alertdialog' ? initialFocusEl : focusOnOpen(initialFocusEl)}
      closeOnInteractOutside={closeOnInteractOutside}
      lazyMount
      unmountOnExit
    >
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <Portal>
        <DialogBackdrop className={styles.backdrop} />
        <DialogPositioner className={styles.positioner}>
          <DialogContent className={cx(styles.content, styles.size[size], className)}>
            <div className={styles.header}>
              <DialogTitle className={styles.title}>{title}</DialogTitle>
              {description ? (
                hideDescription ? (
                  <DialogDescription asChild>
                    <VisuallyHidden>{description}</VisuallyHidden>
                  </DialogDescription>
                ) : (
                  <DialogDescription className={styles.description}>{description}</DialogDescription>
                )
              ) : null}
            </div>
            <DialogCloseTrigger asChild>
              <IconButton aria-label={t`Close`} icon={<CloseIcon />} size="sm" className={closeButton} />
            </DialogCloseTrigger>
            {children ? <div className={styles.body}>{children}</div> : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  )
}

/** Wrap a footer button (e.g. 'Cancel') so that it closes the dialog it sits in. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <DialogCloseTrigger asChild>{children}</DialogCloseTrigger>
}
