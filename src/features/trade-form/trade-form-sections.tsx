import { useLingui } from '@lingui/react/macro'
import { usePreference } from '../../db'
import { Button, Field, formatQuantity, TextArea, SelectField, type SelectFieldOption } from '../../ui'
import { draftMarketType, type TradeDraftErrorCode } from '../../domain/trades'
import type { ReactNode } from 'react'
import { tradeFormErrorMessage } from './error-messages'
import { feeCoinHint } from './fee-coin-hint'
import { DecimalField, TextValueField } from './form-fields'
import { PARTNER_EXCHANGES } from '../../domain/partner-exchanges'
import * as styles from './trade-form.css'
import { toTradeDraft, type TradeFormField, type TradeFormValues } from './trade-form-values'

export interface SectionProps {
  values: TradeFormValues
  errors: Partial<Record<TradeFormField, TradeDraftErrorCode>>
  setValue: (field: TradeFormField, value: string) => void
  /** A note under a field, e.g. how sure the screenshot reader was of the value it filled in. */
  hints?: Partial<Record<TradeFormField, ReactNode>>
}

/** Props every field of the form shares: its value, change handler and translated message. */
function useBind({ values, errors, setValue, hints }: SectionProps) {
  return (field: TradeFormField) => {
    const code = errors[field]
    const hint = hints?.[field]
    return {
      name: field,
      value: values[field],
      onValueChange: (value: string) => setValue(field, value),
      error: code ? tradeFormErrorMessage(code, field) : undefined,
      ...(hint ? { helperText: hint } : {}),
    }
  }
}

export function PositionSection(props: SectionProps & { symbols: readonly string[]; derivedMargin: string | undefined }) {
  const { t } = useLingui()
  const bind = useBind(props)
  const sides: SelectFieldOption[] = [
    { value: 'long', label: t`Long` },
    { value: 'short', label: t`Short` },
    { value: 'buy', label: t`Buy (spot)` },
    { value: 'sell', label: t`Sell (spot)` },
  ]
  const markets: SelectFieldOption[] = [
    { value: '', label: t`From the symbol` },
    { value: 'spot', label: t`Spot` },
    { value: 'linear', label: t`Linear (settled in the quote coin)` },
    { value: 'inverse', label: t`Inverse (coin-margined)` },
  ]
  // With no market chosen, the one read from the symbol and side is said, never assumed silently: a
  // long or short of a plain pair is taken as a linear future, which changes its ROI and fees.
  const readMarket = props.values.marketType === '' ? draftMarketType(toTradeDraft(props.values)) : undefined
  const assumedMarket =
    readMarket &&
    {
      linear: t`Read as a linear future (a long or short side). Choose Spot if it was a spot trade.`,
      inverse: t`Read as an inverse (coin-margined) contract, from the symbol.`,
      spot: t`Read as spot (a buy or sell side).`,
    }[readMarket]
  // Contract size only changes the numbers of inverse contracts; shown there, or when a trade has one.
  const showContractSize = props.values.marketType === 'inverse' || props.values.contractSize !== ''
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Position`}</legend>
      <div className={styles.pair}>
        <TextValueField label={t`Symbol`} required list="trade-form-symbols" autoCapitalize="characters" {...bind('symbol')} />
        <SelectField label={t`Side`} required options={sides} {...bind('side')} />
      </div>
      <SelectField label={t`Market type`} options={markets} helperText={assumedMarket} {...bind('marketType')} />
      <datalist id="trade-form-symbols">
        {props.symbols.map((symbol) => (
          <option key={symbol} value={symbol} />
        ))}
      </datalist>
      <div className={styles.pair}>
        <DecimalField label={t`Entry price`} required {...bind('entryPrice')} />
        <DecimalField label={t`Exit price`} {...bind('exitPrice')} />
      </div>
      <div className={styles.pair}>
        <DecimalField label={t`Quantity`} required {...bind('quantity')} />
        <DecimalField label={t`Leverage`} placeholder="1" {...bind('leverage')} />
      </div>
      {showContractSize ? (
        <DecimalField label={t`Contract size`} placeholder="100" helperText={t`Value of one contract in the quote coin, e.g. 100 USD.`} {...bind('contractSize')} />
      ) : null}
      <DecimalField label={t`Margin`} placeholder={props.derivedMargin ?? t`Notional ÷ leverage`} helperText={t`Leave empty to use notional ÷ leverage.`} {...bind('margin')} />
    </fieldset>
  )
}

export function CostsSection(props: SectionProps) {
  const { t } = useLingui()
  const bind = useBind(props)
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Fees and risk`}</legend>
      <div className={styles.pair}>
        <DecimalField label={t`Trading fee`} {...bind('tradingFee')} />
        <TextValueField label={t`Fee coin`} autoCapitalize="characters" helperText={t`Empty: the quote coin.`} {...bind('feeAsset')} />
      </div>
      <FeeCoinNote values={props.values} setValue={props.setValue} />
      <DecimalField
        label={t`Funding fee`}
        signed
        helperText={
          draftMarketType(toTradeDraft(props.values)) === 'inverse' ? t`In the contract's coin, as coin-margined contracts pay it. Negative when paid.` : t`Negative when paid.`
        }
        {...bind('fundingFee')}
      />
      <DecimalField
        label={t`Net P&L from the exchange`}
        signed
        helperText={t`Only to keep the exchange's figure. Empty: worked out from prices, fees and funding.`}
        {...bind('netPnl')}
      />
      <div className={styles.pair}>
        <DecimalField label={t`Stop loss`} {...bind('stopLoss')} />
        <DecimalField label={t`Take profit`} {...bind('takeProfit')} />
      </div>
    </fieldset>
  )
}

export function TimingSection(props: SectionProps) {
  const { t } = useLingui()
  const bind = useBind(props)
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Timing`}</legend>
      <div className={styles.grid}>
        <TextValueField label={t`Opened at`} type="datetime-local" required {...bind('openedAt')} />
        <TextValueField label={t`Closed at`} type="datetime-local" helperText={t`Leave empty while the trade is open.`} {...bind('closedAt')} />
      </div>
    </fieldset>
  )
}

/** `children` go after Notes (the Screenshots field). */
export function ContextSection(props: SectionProps & { setups: readonly SelectFieldOption[]; accounts: readonly SelectFieldOption[]; children?: ReactNode }) {
  const { t } = useLingui()
  const bind = useBind(props)
  const none: SelectFieldOption = { value: '', label: t`None` }
  const notes = bind('notes')
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Context`}</legend>
      <div className={styles.grid}>
        <SelectField label={t`Setup`} options={[none, ...props.setups]} {...bind('setupId')} />
        <TextValueField label={t`Exchange`} list="trade-form-exchanges" {...bind('exchange')} />
        <SelectField label={t`Account`} options={[none, ...props.accounts]} {...bind('accountId')} />
      </div>
      <datalist id="trade-form-exchanges">
        {PARTNER_EXCHANGES.map((exchange) => (
          <option key={exchange} value={exchange} />
        ))}
      </datalist>
      <Field label={t`Notes`} errorText={notes.error}>
        <TextArea name="notes" value={notes.value} onChange={(event) => notes.onValueChange(event.target.value)} />
      </Field>
      {props.children}
    </fieldset>
  )
}

/** What a fee in a third coin (BNB) does to the figures, and the fee in the quote coin at the trader's price. */
function FeeCoinNote({ values, setValue }: Pick<SectionProps, 'values' | 'setValue'>) {
  const { t, i18n } = useLingui()
  const { feeCoinPrices } = usePreference('tradingDefaults').value
  const hint = feeCoinHint(values, feeCoinPrices)
  if (!hint) return null
  if (hint.kind === 'unpriced') {
    const { coin, quote } = hint
    return (
      <p
        className={styles.feeNote}
      >{t`A fee in ${coin} has no price here, so the net P&L is not worked out. Enter it in ${quote}, or give ${coin} a price under Upload Trades, Fee coin prices.`}</p>
    )
  }
  const { coin, quote } = hint
  const fee = formatQuantity(hint.fee, i18n.locale)
  const price = formatQuantity(hint.price, i18n.locale)
  const inQuote = formatQuantity(hint.inQuote, i18n.locale)
  return (
    <div className={styles.feeNote}>
      <p className={styles.feeNoteText}>{t`${fee} ${coin} at your price of ${price} US dollars is ${inQuote} ${quote}; the figures need the fee in ${quote}.`}</p>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setValue('tradingFee', hint.inQuote)
          setValue('feeAsset', '')
        }}
      >
        {t`Use ${inQuote} ${quote}`}
      </Button>
    </div>
  )
}
