import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import { usePreference } from '../../db'
import { Button, Card, CardHeader, TextField } from '../../ui'
import { amountMessage } from '../accounts'
import { type FeeCoinPriceProblem, type FeeCoinPricesDraft, feeCoinPricesDraft, readFeeCoinPrices, samePrices } from './fee-coin-prices-form'
import { useDerivationChange } from './use-derivation-change'
import type { ImportServices } from './use-import-services'
import * as styles from './imports.css'

/**
 * Prices in US dollars of the coins exchanges take fees in besides the pair's own (BNB, KCS). Saved as
 * a trading preference, then every imported trade is derived again from its fills, so its fees count
 * at the new price. `suggested`: coins the chosen files charge fees in, listed even before a price.
 */
export function FeeCoinPricesField({ services, disabled, suggested }: { readonly services: ImportServices; readonly disabled: boolean; readonly suggested: readonly string[] }) {
  const { t } = useLingui()
  const defaults = usePreference('tradingDefaults')
  const stored = defaults.value.feeCoinPrices
  const formRef = useRef<HTMLFormElement>(null)
  // null: show what is stored; a draft once the trader types.
  const [draft, setDraft] = useState<FeeCoinPricesDraft | null>(null)
  const [errors, setErrors] = useState<Partial<Record<string, FeeCoinPriceProblem>>>({})
  const { saving, change } = useDerivationChange(services)
  const listed = feeCoinPricesDraft(stored, suggested)
  // A coin a newly chosen file suggests joins a draft already being typed.
  const values: FeeCoinPricesDraft = draft ? { ...draft, prices: { ...listed.prices, ...draft.prices } } : listed
  const coins = Object.keys(values.prices).sort()

  const edit = (field: string, typed: Partial<FeeCoinPricesDraft>) => {
    setDraft({ ...values, ...typed })
    setErrors((previous) => ({ ...previous, [field]: undefined }))
  }

  const message = (field: string): string | undefined => {
    const problem = errors[field]
    switch (problem) {
      case undefined:
        return undefined
      case 'COIN_FORMAT':
        return t`Enter the coin's ticker, such as BNB`
      case 'COIN_LISTED':
        return t`This coin already has a price above`
      case 'REQUIRED':
        return t`Enter the coin's price in US dollars`
      case 'ZERO':
      case 'MUST_NOT_BE_NEGATIVE':
        return t`Enter a price above zero`
      default:
        return amountMessage(problem, 'initialCapital')
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (saving || disabled) return
    const result = readFeeCoinPrices(values)
    if (!result.ok) {
      setErrors(result.errors)
      const first = [...coins, 'newCoin', 'newPrice'].find((field) => result.errors[field])
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return
    }
    if (samePrices(result.prices, stored)) {
      setDraft(null)
      return
    }
    await change(async () => {
      await defaults.set({ feeCoinPrices: result.prices })
      setDraft(null)
    })
  }

  return (
    <Card as="section" aria-labelledby="fee-coin-prices-title">
      <CardHeader
        titleId="fee-coin-prices-title"
        title={t`Fee coin prices`}
        description={t`Some exchanges take fees in a coin of their own (BNB on Binance, KCS on KuCoin) and their exports do not give its price. Imported trades quoted in US dollars or a dollar stablecoin count those fees at the price you set here; without one, they are left out of the net P&L. Leave a price empty to remove it.`}
      />
      <form ref={formRef} className={styles.panel} onSubmit={(event) => void save(event)} noValidate aria-labelledby="fee-coin-prices-title">
        <div className={styles.priceGrid}>
          {coins.map((coin) => (
            <TextField
              key={coin}
              label={t`${coin} price in US dollars`}
              data-field={coin}
              inputMode="decimal"
              autoComplete="off"
              value={values.prices[coin] ?? ''}
              onChange={(event) => edit(coin, { prices: { ...values.prices, [coin]: event.target.value } })}
              errorText={message(coin)}
            />
          ))}
          <TextField
            label={t`Other fee coin`}
            data-field="newCoin"
            autoComplete="off"
            autoCapitalize="characters"
            value={values.newCoin}
            onChange={(event) => edit('newCoin', { newCoin: event.target.value })}
            errorText={message('newCoin')}
          />
          <TextField
            label={t`Its price in US dollars`}
            data-field="newPrice"
            inputMode="decimal"
            autoComplete="off"
            value={values.newPrice}
            onChange={(event) => edit('newPrice', { newPrice: event.target.value })}
            errorText={message('newPrice')}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" loading={saving} disabled={disabled}>
            <Trans>Save prices</Trans>
          </Button>
          {saving ? (
            <p className={styles.muted} role="status">
              <Trans>Deriving the trades again from the stored fills…</Trans>
            </p>
          ) : null}
        </div>
      </form>
    </Card>
  )
}
