import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useJournalDatabase, usePreference } from '../../db'
import { deriveTradeFigures, parseTradeDraft, type TradeDraftErrorCode } from '../../domain/trades'
import { notify } from '../../ui'
import type { TradePreviewData } from './trade-preview'
import { readLastUsed, writeLastUsed } from './last-used'
import { deviceTimeZone, toLocalDateTimeInput } from './local-date-time'
import { emptyTradeFormValues, toPreviewDraft, toTradeDraft, TRADE_FORM_FIELDS, type TradeFormField, type TradeFormValues, valuesForNextTrade } from './trade-form-values'

export type TradeFormErrors = Partial<Record<TradeFormField, TradeDraftErrorCode>>

export interface TradeFormState {
  readonly values: TradeFormValues
  readonly errors: TradeFormErrors
  readonly preview: TradePreviewData | undefined
  readonly saving: boolean
  readonly setValue: (field: TradeFormField, value: string) => void
  /** Validates, saves, and returns the first invalid field (for focus) when refused. */
  readonly submit: () => Promise<TradeFormField | undefined>
}

function initialValues(timeZone: string): TradeFormValues {
  const last = readLastUsed()
  return { ...emptyTradeFormValues(), side: 'long', symbol: last.symbol, exchange: last.exchange, accountId: last.accountId, openedAt: toLocalDateTimeInput(new Date(), timeZone) }
}

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

/** State, live preview, validation and saving of the manual trade form. */
export function useTradeForm(): TradeFormState {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const profile = usePreference('profile')
  const defaults = usePreference('tradingDefaults')
  const timeZone = profile.value.timeZone ?? deviceTimeZone()
  const [values, setValues] = useState(() => initialValues(timeZone))
  const [errors, setErrors] = useState<TradeFormErrors>({})
  const [saving, setSaving] = useState(false)
  // Trading defaults load after the first render; they fill the venue and account only if the trader
  // has not typed or remembered one.
  const touched = useRef(new Set<TradeFormField>())
  const effective = useMemo(() => {
    const { defaultExchange, defaultAccountId } = defaults.value
    return {
      ...values,
      exchange: values.exchange || touched.current.has('exchange') ? values.exchange : (defaultExchange ?? ''),
      accountId: values.accountId || touched.current.has('accountId') ? values.accountId : (defaultAccountId ?? ''),
    }
  }, [values, defaults.value])

  const breakevenBand = defaults.value.breakevenBand
  // parseTradeDraft + deriveTradeFigures is previewTradeDraft, keeping the quote coin for the notional.
  const preview = useMemo((): TradePreviewData | undefined => {
    const parsed = parseTradeDraft(toPreviewDraft(effective), { timeZone })
    if (!parsed.ok) return undefined
    return { figures: deriveTradeFigures(parsed.value, { timeZone, breakevenBand }), quoteAsset: parsed.value.quoteAsset }
  }, [effective, timeZone, breakevenBand])

  const setValue = useCallback((field: TradeFormField, value: string) => {
    touched.current.add(field)
    setValues((previous) => ({ ...previous, [field]: value }))
    // A corrected field drops its message; the others stay until the next submit.
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous))
  }, [])

  const submit = useCallback(async (): Promise<TradeFormField | undefined> => {
    const parsed = parseTradeDraft(toTradeDraft(effective), { timeZone })
    if (!parsed.ok) {
      const next = errorsOf(parsed.issues)
      setErrors(next)
      return TRADE_FORM_FIELDS.find((field) => next[field])
    }
    setErrors({})
    setSaving(true)
    try {
      const { tagIds, notes, ...fields } = parsed.value
      await db.trades.insert({ ...fields, tagIds: [...tagIds], notes, screenshots: [], source: 'manual' })
      writeLastUsed({ exchange: effective.exchange, accountId: effective.accountId, symbol: effective.symbol })
      notify.success(t`Created successfully`)
      setValues(valuesForNextTrade(effective, toLocalDateTimeInput(new Date(), timeZone)))
    } catch {
      notify.error(t`Error uploading trades`)
    } finally {
      setSaving(false)
    }
    return undefined
  }, [db, effective, t, timeZone])

  return { values: effective, errors, preview, saving, setValue, submit }
}
