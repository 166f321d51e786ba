import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { TradeForm } from '../trade-form/trade-form'
import { confidenceNote } from './draft-messages'
import { draftValuesOf } from './draft-values'
import * as styles from './screenshot-reading.css'
import type { ScreenshotDraft } from './use-screenshot-drafts'

/** The ordinary trade form prefilled from a read screenshot, each read field noted with how sure the reader is; the screenshot is attached on save. */
export function ScreenshotDraftForm({ draft, onSaved, onCancel }: { draft: ScreenshotDraft; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui()
  const { values, confidence } = useMemo(() => draftValuesOf(draft.reading!), [draft.reading])
  const files = useMemo(() => [draft.file], [draft.file])
  const hints = Object.fromEntries(
    Object.entries(confidence).map(([field, level]) => [
      field,
      <span key={field} className={styles.note} data-confidence={level}>
        {confidenceNote(level)}
      </span>,
    ]),
  )
  const roi = draft.reading?.fields.roiPercent
  const name = draft.fileName
  return (
    <section aria-label={t`Draft from ${name}`} className={styles.panel}>
      <p className={styles.muted}>
        {t`Check the fields read from ${name}, fill in what is missing, then save.`}
        {roi ? ` ${t`ROI on the screenshot: ${roi.value} %`}` : ''}
      </p>
      <TradeForm initialValues={values} initialScreenshots={files} fieldHints={hints} onSaved={onSaved} onCancel={onCancel} />
    </section>
  )
}
