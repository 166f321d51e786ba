import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useRef, useState } from 'react'
import { type Trade, useJournalDatabase, usePreference } from '../../db'
import { useFeedbackSound } from '../../platform/feedback'
import { deriveTradeFigures, parseTradeDraft, type TradeDraft, type TradeDraftErrorCode } from '../../domain/trades'
import { notify, traderTimeZone, afterNextPaint, markSettled } from '../../ui'
import type { TradePreviewData } from './trade-preview'
import { readLastUsed, writeLastUsed } from './last-used'
import { toLocalDateTimeInput } from './local-date-time'
import { draftWithStoredCoins, newTradeFromDraft, overridesOnSave, tradeEditFromForm, untouchedFormValue } from './trade-changes'
import {
  emptyTradeFormValues,
  toPreviewDraft,
  toTradeDraft,
  timesInZone,
  TRADE_FORM_FIELDS,
  tradeToFormValues,
  type TradeFormField,
  type TradeFormValues,
  valuesForNextTrade,
} from './trade-form-values'

export type TradeFormErrors = Partial<Record<TradeFormField, TradeDraftErrorCode>>

export interface TradeFormState {
  readonly values: TradeFormValues
  readonly errors: TradeFormErrors
  readonly preview: TradePreviewData | undefined
  readonly saving: boolean
  readonly setValue: (field: TradeFormField, value: string) => void
  /** Emotion, mistake and further setup tags (the TagPicker's value). */
  readonly tagIds: readonly string[]
  readonly setTagIds: (tagIds: readonly string[]) => void
  /** Validates, saves, and returns the first invalid field (for focus) when refused. */
  readonly submit: () => Promise<TradeFormField | undefined>
}

export interface TradeFormOptions {
  /** Edit this trade (saved with an update) instead of creating one. */
  readonly trade?: Trade
  /** Start a new trade from these values (a duplicate), instead of the last-used defaults. */
  readonly initialValues?: Partial<TradeFormValues>
  /** Emotion and mistake tags a new trade starts with (a duplicate keeps the original's). */
  readonly initialTagIds?: readonly string[]
  /** Told about the saved trade; without it the form clears itself for the next trade. */
  readonly onSaved?: (trade: Trade) => void
  /** Runs after the trade is stored and before Save is enabled again (stores the screenshots). */
  readonly afterSave?: (trade: Trade) => Promise<void>
}

function freshValues(userId: string, timeZone: string): TradeFormValues {
  const last = readLastUsed(userId)
  return { ...emptyTradeFormValues(), side: 'long', symbol: last.symbol, exchange: last.exchange, accountId: last.accountId, openedAt: toLocalDateTimeInput(new Date(), timeZone) }
}

function startingValues(options: TradeFormOptions, userId: string, timeZone: string): TradeFormValues {
  if (options.trade) return tradeToFormValues(options.trade, timeZone)
  if (options.initialValues) return { ...emptyTradeFormValues(), side: 'long', openedAt: toLocalDateTimeInput(new Date(), timeZone), ...options.initialValues }
  return freshValues(userId, timeZone)
}

/** 'Saving...' shows only for a write slow enough to notice; a re-render of the whole form before a
 * write of a few ms delayed the saved row in the journal (10,000 trades, 4x CPU throttling). */
const SAVING_INDICATOR_DELAY_MS = 150

/** The first issue of each field, in form order; issues on other paths land on the nearest field. */
function errorsOf(issues: readonly { code: TradeDraftErrorCode; path: string }[]): TradeFormErrors {
  const errors: TradeFormErrors = {}
  for (const issue of issues) {
    const root = issue.path.split('.')[0] ?? ''
    const field = (TRADE_FORM_FIELDS as readonly string[]).includes(root) ? (root as TradeFormField) : 'symbol'
    errors[field] ??= issue.code
  }
  return errors
}

/** State, live preview, validation and saving of the trade form (new, duplicate or edit). */
export function useTradeForm(options: TradeFormOptions = {}): TradeFormState {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const profile = usePreference('profile')
  const defaults = usePreference('tradingDefaults')
  // Settings > Notifications > Trade confirmations: off, the saved trade in the list is the confirmation.
  const confirmSaves = usePreference('notifications').value.tradeConfirmations
  const playSound = useFeedbackSound()
  // Intl is asked for the device zone once, not on every keystroke.
  const timeZone = traderTimeZone(profile.value)
  const { onSaved, afterSave } = options
  // The trade as the form opened on it: the caller's copy may be live (a sync updates it), and saving
  // writes only what the trader changed since this one.
  const [trade] = useState(options.trade)
  const [values, setValues] = useState(() => startingValues(options, db.userId, timeZone))
  // The zone the times are written in; a new one (the profile loaded, Settings changed) moves them.
  const [valuesZone, setValuesZone] = useState(timeZone)
  if (valuesZone !== timeZone) {
    setValuesZone(timeZone)
    setValues((previous) => timesInZone(previous, valuesZone, timeZone, trade))
  }
  const [errors, setErrors] = useState<TradeFormErrors>({})
  const [tagIds, setTagIds] = useState<readonly string[]>(() => trade?.tagIds ?? options.initialTagIds ?? [])
  const [saving, setSaving] = useState(false)
  const savingNow = useRef(false)
  // Trading defaults load after the first render; they fill the venue and account only if the trader
  // has not typed or remembered one, and never on an existing trade or a copy of one.
  const touched = useRef(new Set<TradeFormField>(trade || options.initialValues ? ['exchange', 'accountId'] : []))
  const effective = useMemo(() => {
    const { defaultExchange, defaultAccountId } = defaults.value
    return {
      ...values,
      exchange: values.exchange || touched.current.has('exchange') ? values.exchange : (defaultExchange ?? ''),
      accountId: values.accountId || touched.current.has('accountId') ? values.accountId : (defaultAccountId ?? ''),
    }
  }, [values, defaults.value])

  const breakevenBand = defaults.value.breakevenBand
  const draftOf = useCallback((draft: TradeDraft) => draftWithStoredCoins(draft, trade), [trade])
  // parseTradeDraft + deriveTradeFigures is previewTradeDraft, keeping the quote coin for the notional.
  const preview = useMemo((): TradePreviewData | undefined => {
    const parsed = parseTradeDraft(draftOf(toPreviewDraft(effective)), { timeZone })
    if (!parsed.ok) return undefined
    // An edited trade keeps the overrides the form does not show (an exchange's P&L): so does its preview.
    const value = trade ? { ...parsed.value, overrides: overridesOnSave(trade.overrides, parsed.value.overrides) } : parsed.value
    return { figures: deriveTradeFigures(value, { timeZone, breakevenBand }), quoteAsset: parsed.value.quoteAsset }
  }, [effective, timeZone, breakevenBand, draftOf, trade])

  const setValue = useCallback((field: TradeFormField, value: string) => {
    touched.current.add(field)
    setValues((previous) => ({ ...previous, [field]: value }))
    // A corrected field drops its message; the others stay until the next submit.
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous))
  }, [])

  const submit = useCallback(async (): Promise<TradeFormField | undefined> => {
    if (savingNow.current) return undefined
    const draft = draftOf({ ...toTradeDraft(effective), tagIds })
    const parsed = parseTradeDraft(draft, { timeZone })
    if (!parsed.ok) {
      const next = errorsOf(parsed.issues)
      setErrors(next)
      return TRADE_FORM_FIELDS.find((field) => next[field])
    }
    setErrors((previous) => (Object.keys(previous).length > 0 ? {} : previous))
    savingNow.current = true
    const showSaving = setTimeout(() => setSaving(true), SAVING_INDICATOR_DELAY_MS)
    const done = () => {
      clearTimeout(showSaving)
      savingNow.current = false
      setSaving(false)
    }
    let saved: Trade
    let restored = false
    try {
      if (trade) {
        const save = { opened: trade, untouched: untouchedFormValue(trade, timeZone), saved: parsed.value }
        const result = await db.trades.saveEdit(trade.id, (current) => tradeEditFromForm(save, current))
        saved = result.record
        restored = result.restored
      } else saved = await db.trades.insert(newTradeFromDraft(parsed.value))
    } catch {
      // Nothing typed is lost: the values stay in the form for another try.
      notify.error(t`Error uploading trades`, { description: t`The trade was not saved. What you typed is still in the form: try again.` })
      done()
      return undefined
    }
    if (afterSave) await afterSave(saved)
    if (!trade) writeLastUsed(db.userId, { exchange: effective.exchange, accountId: effective.accountId, symbol: effective.symbol })
    // The toast and what the caller does next (closing a dialog) wait until the frame that shows the
    // saved trade (a journal behind the dialog) has painted, so they never delay it.
    afterNextPaint(() => {
      done()
      // Heard whatever the confirmations setting: a save's sound is Settings > Calm and motion's own choice.
      playSound('save')
      // Told even with confirmations off: the trade had left the journal and is back.
      if (restored) notify.info(t`This trade was deleted on another device; your edit restored it.`)
      else if (confirmSaves) notify.success(trade ? t`Updated successfully` : t`Created successfully`)
      if (onSaved) onSaved(saved)
      else {
        setValues(valuesForNextTrade(effective, toLocalDateTimeInput(new Date(), timeZone)))
        setTagIds([])
      }
      markSettled('trade-save')
    })
    return undefined
  }, [db, effective, tagIds, t, timeZone, trade, onSaved, afterSave, draftOf, confirmSaves, playSound])

  return { values: effective, errors, preview, saving, setValue, tagIds, setTagIds, submit }
}
