import { useLingui } from '@lingui/react/macro'
import { useEffect, useId } from 'react'
import { buttonClass } from '../../ui'
import { draftFailureMessage } from './draft-messages'
import * as styles from './screenshot-reading.css'
import { useScreenshotDrafts, type ScreenshotDraft } from './use-screenshot-drafts'

/**
 * 'Read a screenshot' in the New trade dialog: one screenshot read on this device; once read, the
 * dialog swaps its blank form for the prefilled draft (`onRead`). Failures are said here and change
 * nothing in the form.
 */
export function ReadScreenshotAction({ onRead }: { onRead: (draft: ScreenshotDraft) => void }) {
  const { t } = useLingui()
  const inputId = useId()
  const { drafts, progress, add } = useScreenshotDrafts()
  const latest = drafts.at(-1)

  useEffect(() => {
    if (latest?.status === 'ready') onRead(latest)
  }, [latest, onRead])

  const busy = latest?.status === 'waiting' || latest?.status === 'reading'
  return (
    <div className={styles.action}>
      <label htmlFor={inputId} className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-disabled={busy || undefined}>
        {t`Read a screenshot`}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        aria-label={t`Screenshot to read into this trade`}
        className={styles.hidden}
        disabled={busy}
        onChange={(event) => {
          const picked = event.target.files?.[0]
          event.target.value = ''
          if (picked) add([picked])
        }}
      />
      {busy ? (
        <p role="status" className={styles.muted}>
          {progress?.stage === 'loading' ? t`Loading the screen reader…` : t`Reading the screenshot…`}
        </p>
      ) : null}
      {latest?.status === 'failed' && latest.failure ? (
        <p role="alert" className={styles.error}>
          {draftFailureMessage(latest.failure, latest.fileName)}
        </p>
      ) : null}
    </div>
  )
}
