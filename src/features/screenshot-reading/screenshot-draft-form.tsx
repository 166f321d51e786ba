import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { TradeForm, type TradeFormValues } from '../trade-form'
import { confidenceNote } from './draft-messages'
import { draftValuesOf } from './draft-values'
import * as styles from './screenshot-reading.css'
import type { ScreenshotDraft } from './use-screenshot-drafts'

interface ScreenshotDraftFormProps {
  readonly draft: ScreenshotDraft
  /** What the trader had typed before reading (the New trade dialog): kept where the screenshot read nothing. */
  readonly typedValues?: Partial<TradeFormValues>
  readonly onSaved: () => void
  readonly onCancel: () => void
}

/** The ordinary trade form prefilled from a read screenshot, each read field noted with how sure the reader is; the screenshot is attached on save. */
export function ScreenshotDraftForm({ draft, typedValues, onSaved, onCancel }: ScreenshotDraftFormProps) {
  const { t } = useLingui()
  // Computed once per draft: the form owns its values from then on.
  const [{ values, confidence }] = useState(() => {
    const read = draftValuesOf(draft.reading!)
    return { values: { ...typedValues, ...read.values }, confidence: read.confidence }
  })
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
