import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { SelectField } from '../../ui'

interface CurrencySelectProps {
  readonly currencies: readonly { readonly currency: string; readonly trades: number }[]
  readonly value: string
  readonly onValueChange: (currency: string) => void
}

/** The quote currency whose figures a screen shows, with its trade count; nothing when there is one. */
export function CurrencySelect({ currencies, value, onValueChange }: CurrencySelectProps) {
  const { t } = useLingui()
  if (currencies.length < 2) return null
  return (
    <SelectField
      label={t`Currency`}
      name="currency"
      value={value}
      onValueChange={onValueChange}
      options={currencies.map(({ currency, trades }) => ({ value: currency, label: t`${currency} (${plural(trades, { one: '# trade', other: '# trades' })})` }))}
    />
  )
}
