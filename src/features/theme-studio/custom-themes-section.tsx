import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { MAX_CUSTOM_THEMES, type CustomTheme, type CustomThemeDraft } from '../../domain/themes'
import { Button, ConfirmDialog, EditIcon, IconButton, notify, PlusIcon, TrashIcon } from '../../ui'
import { CustomThemeForm } from './custom-theme-form'
import { CustomThemeRefused, getThemeStore } from './theme-store'
import { ThemeSwatch } from './theme-swatch'
import * as styles from './theme-studio.css'

export interface CustomThemesSectionProps {
  themes: readonly CustomTheme[]
  activeId: string
  onApply: (id: string) => void
}

/**
 * Up to 3 custom themes: create (activates it), edit, delete with a confirmation. The create and edit
 * forms toggle, one at a time (docs/product.md section 4).
 */
export function CustomThemesSection({ themes, activeId, onApply }: CustomThemesSectionProps) {
  const { t } = useLingui()
  const headingId = useId()
  const [editing, setEditing] = useState<'new' | string | null>(null)
  const [deleting, setDeleting] = useState<CustomTheme | null>(null)
  const full = themes.length >= MAX_CUSTOM_THEMES
  const store = getThemeStore()
  const deletingName = deleting?.name ?? ''

  const refusedMessage = (error: unknown, fallback: string) =>
    error instanceof CustomThemeRefused
      ? error.reason === 'limit'
        ? t`Maximum 3 custom modes allowed`
        : error.reason === 'name-required'
          ? t`Please enter a name for the theme`
          : fallback
      : fallback

  function create(draft: CustomThemeDraft) {
    try {
      const theme = store.createCustom(draft)
      setEditing(null)
      const name = theme.name
      notify.success(t`Theme "${name}" created! 🎨`)
    } catch (error) {
      console.error('Custom theme not created:', error)
      notify.error(refusedMessage(error, t`Failed to create theme`))
      throw error
    }
  }

  function update(id: string, draft: CustomThemeDraft) {
    try {
      const theme = store.updateCustom(id, draft)
      setEditing(null)
      const name = theme.name
      notify.success(t`Theme "${name}" updated! 🎨`)
    } catch (error) {
      console.error('Custom theme not updated:', error)
      notify.error(refusedMessage(error, t`Failed to update theme`))
      throw error
    }
  }

  async function remove(theme: CustomTheme) {
    store.deleteCustom(theme.id)
    if (editing === theme.id) setEditing(null)
    notify.success(t`Theme deleted`)
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        <Trans>Custom themes</Trans>
      </h3>
      {themes.length > 0 ? (
        <ul className={styles.customList} role="list">
          {themes.map((theme) => {
            const name = theme.name
            const active = theme.id === activeId
            return (
              <li key={theme.id}>
                <div className={styles.customRow}>
                  <ThemeSwatch colours={theme} />
                  <span className={styles.customName}>{name}</span>
                  <Button
                    size="sm"
                    variant={active ? 'secondary' : 'primary'}
                    disabled={active}
                    aria-label={active ? t`Active: ${name}` : t`Apply ${name}`}
                    onClick={() => onApply(theme.id)}
                  >
                    {active ? t`Active` : t`Apply`}
                  </Button>
                  <IconButton
                    size="sm"
                    icon={<EditIcon />}
                    aria-label={t`Edit ${name}`}
                    aria-expanded={editing === theme.id}
                    onClick={() => setEditing(editing === theme.id ? null : theme.id)}
                  />
                  <IconButton size="sm" icon={<TrashIcon />} aria-label={t`Delete ${name}`} onClick={() => setDeleting(theme)} />
                </div>
                {editing === theme.id ? (
                  <CustomThemeForm initial={theme} submitLabel={t`Save theme`} onSubmit={(draft) => update(theme.id, draft)} onCancel={() => setEditing(null)} />
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : (
        <p className={styles.hint}>
          <Trans>Make your own palette: pick a name and three colours.</Trans>
        </p>
      )}
      {editing === 'new' ? (
        <CustomThemeForm submitLabel={t`Create theme`} onSubmit={create} onCancel={() => setEditing(null)} />
      ) : full ? (
        // docs/product.md section 5: the add button is hidden or disabled at 3.
        <p className={styles.hint} role="note">{t`Maximum 3 custom modes allowed`}</p>
      ) : (
        <Button variant="secondary" size="sm" leadingIcon={<PlusIcon />} aria-expanded={false} onClick={() => setEditing('new')}>
          {t`New custom theme`}
        </Button>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t`Delete this custom theme?`}
          description={t`"${deletingName}" will be removed from this device.`}
          confirmLabel={t`Delete`}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  )
}
