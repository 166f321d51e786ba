import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { defaultCustomThemeDraft, hexToHsl, hslToHex, MAX_THEME_NAME_LENGTH, validateThemeName, type CustomThemeDraft } from '../../domain/themes'
import { Button, notify, TextField } from '../../ui'
import * as styles from './theme-studio.css'

type ColourKey = 'primary' | 'secondary' | 'accent'

export interface CustomThemeFormProps {
  /** Editing: the theme's current values; creating: docs/product.md's defaults. */
  initial?: CustomThemeDraft
  submitLabel: string
  /** Throws to keep the form open (the caller has said why in a toast). */
  onSubmit: (draft: CustomThemeDraft) => void
  onCancel: () => void
}

/** Name and three colours; profit and loss follow the primary and secondary (docs/product.md section 5). */
export function CustomThemeForm({ initial, submitLabel, onSubmit, onCancel }: CustomThemeFormProps) {
  const { t } = useLingui()
  const [draft, setDraft] = useState<CustomThemeDraft>(() => initial ?? defaultCustomThemeDraft())
  const [nameError, setNameError] = useState<string | undefined>()
  const ids = { primary: useId(), secondary: useId(), accent: useId() }
  const colours: Array<{ key: ColourKey; label: string }> = [
    { key: 'primary', label: t`Primary` },
    { key: 'secondary', label: t`Secondary` },
    { key: 'accent', label: t`Accent` },
  ]

  function submit(event: FormEvent) {
    event.preventDefault()
    const problem = validateThemeName(draft.name)
    if (problem) {
      const message = problem === 'name-required' ? t`Please enter a name for the theme` : t`Name is too long`
      setNameError(message)
      notify.error(message)
      return
    }
    try {
      onSubmit(draft)
    } catch {
      // The caller showed the reason; the trader's input stays in the form.
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t`Theme name`}
        value={draft.name}
        maxLength={MAX_THEME_NAME_LENGTH + 20}
        errorText={nameError}
        // The form opens on the trader's own click, and the name is what they type first.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        onChange={(event) => {
          setDraft({ ...draft, name: event.target.value })
          setNameError(undefined)
        }}
      />
      <div className={styles.colours}>
        {colours.map(({ key, label }) => (
          <label key={key} htmlFor={ids[key]} className={styles.colourField}>
            {label}
            <input
              id={ids[key]}
              type="color"
              className={styles.colourInput}
              value={hslToHex(draft[key]) ?? '#000000'}
              onChange={(event) => {
                const hsl = hexToHsl(event.target.value)
                if (hsl) setDraft({ ...draft, [key]: hsl })
              }}
            />
          </label>
        ))}
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" size="sm">
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
