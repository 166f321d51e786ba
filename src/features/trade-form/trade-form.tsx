import { useLingui } from '@lingui/react/macro'
import { type MouseEvent, type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react'
import { type Trade, useAccounts, useTags, useTrades } from '../../db'
import { Button } from '../../ui'
import * as styles from './trade-form.css'
import { ContextSection, CostsSection, PositionSection, TimingSection } from './trade-form-sections'
import type { TradeFormField, TradeFormValues } from './trade-form-values'
import { storedSymbol } from '../../domain/trades'
import { PriceWarnings } from './price-warnings'
import { TradePreview, TradePreviewLine } from './trade-preview'
import { useTradeForm } from './use-trade-form'
import { TagPicker } from '../tags'
import { ScreenshotsField, storePendingScreenshots, usePendingScreenshots } from '../screenshots'

const TRADE_FORM_TAG_KINDS = ['emotion', 'mistake'] as const

export interface TradeFormProps {
  /** Edit this trade ('Edit trade'); without it the form creates one ('New trade'). */
  trade?: Trade
  /** Values to start a new trade from, e.g. a duplicate of another trade. */
  initialValues?: Partial<TradeFormValues>
  /** Emotion and mistake tags to start a new trade with (a duplicate keeps the original's). */
  initialTagIds?: readonly string[]
  /** Called with the saved trade (e.g. to close a dialog); without it the form resets for the next trade. */
  onSaved?: (trade: Trade) => void
  /** Shows a 'Cancel' button that calls it. */
  onCancel?: () => void
  /** Images to attach on save from the start (the screenshot a draft was read from). */
  initialScreenshots?: readonly File[]
  /** Notes under fields (how sure the screenshot reader was of each value it filled in). */
  fieldHints?: Partial<Record<TradeFormField, ReactNode>>
  /** Told the form's values as they change (a dialog that swaps the form keeps what was typed). */
  onValuesChange?: (values: TradeFormValues) => void
}

/** Entry or edit of one trade, phone first: the fields, a live preview, validation and saving. */
export function TradeForm({ trade, initialValues, initialTagIds, onSaved, onCancel, initialScreenshots, fieldHints, onValuesChange }: TradeFormProps) {
  const { t } = useLingui()
  // Picked images wait here until the trade is saved, then are stored with it.
  const screenshots = usePendingScreenshots()
  const afterSave = useCallback((saved: Trade) => storePendingScreenshots(screenshots, saved.id), [screenshots])
  // Once per mounted form (a ref, not the effect, guards against React's development double run).
  const attachedInitial = useRef(false)
  const addScreenshots = screenshots.add
  useEffect(() => {
    if (attachedInitial.current || !initialScreenshots?.length) return
    attachedInitial.current = true
    addScreenshots(initialScreenshots)
  }, [addScreenshots, initialScreenshots])
  const form = useTradeForm({ trade, initialValues, initialTagIds, onSaved, afterSave })
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => onValuesChange?.(form.values), [onValuesChange, form.values])
  const { data: setupTags } = useTags('setup')
  const { data: accountList } = useAccounts()
  const { data: recent } = useTrades({ limit: 50 })
  const setups = useMemo(() => setupTags.map((tag) => ({ value: tag.id, label: tag.name })), [setupTags])
  const accounts = useMemo(() => accountList.map((account) => ({ value: account.id, label: account.name })), [accountList])
  const symbols = useMemo(() => [...new Set(recent.map((item) => item.symbol))], [recent])
  const margin = form.preview?.figures.margin
  const derivedMargin = margin && !margin.overridden ? margin.value : undefined
  const sectionProps = { values: form.values, errors: form.errors, setValue: form.setValue, hints: fieldHints }

  async function save() {
    if (form.saving) return
    const invalid = await form.submit()
    if (invalid) formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus()
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
      noValidate
      aria-label={trade ? t`Edit trade` : t`New trade`}
    >
      <PositionSection {...sectionProps} symbols={symbols} derivedMargin={derivedMargin} />
      <TradePreviewLine preview={form.preview} />
      <CostsSection {...sectionProps} />
      <TimingSection {...sectionProps} />
      <ContextSection {...sectionProps} setups={setups} accounts={accounts}>
        <ScreenshotsField state={screenshots} />
      </ContextSection>
      {/* The setup has its own field above; these are the trade's emotions and mistakes. */}
      <TagPicker value={form.tagIds} onChange={form.setTagIds} kinds={TRADE_FORM_TAG_KINDS} className={styles.fieldset} />
      {/* Just above Save on a phone, where it is seen before saving; a sticky side column on desktop. */}
      <TradePreview preview={form.preview} />
      {form.values.symbol.trim() ? (
        <PriceWarnings symbol={storedSymbol(form.values.symbol)} entryPrice={form.values.entryPrice} exitPrice={form.values.exitPrice} tradeId={trade?.id} />
      ) : null}
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={form.saving}>
            {t`Cancel`}
          </Button>
        ) : null}
        <Button
          type="submit"
          // Saved from the click (Enter in a field clicks it too) with the browser's own submission
          // cancelled: before a submit event Chrome reads every field of the form for autofill, about
          // 20 ms at 4x CPU throttling, between the trader's click and the saved trade on screen.
          onClick={(event: MouseEvent<HTMLButtonElement>) => {
            event.preventDefault()
            void save()
          }}
          variant="primary"
          loading={form.saving}
          loadingText={t`Saving...`}
          className={styles.saveButton}
        >
          {t`Save`}
        </Button>
      </div>
    </form>
  )
}
