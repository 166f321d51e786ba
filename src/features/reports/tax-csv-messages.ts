import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { TaxCsvLabels } from '../../domain/tax'

/** The tax CSV's headers and words in the trader's language (an accountant reads it). */
export function useTaxCsvLabels(): TaxCsvLabels {
  const { t } = useLingui()
  return useMemo(
    () => ({
      headers: {
        taxYear: t`Tax year`,
        kind: t`Kind`,
        disposedOn: t`Date sold or closed`,
        acquiredOn: t`Date acquired`,
        symbol: t`Symbol`,
        asset: t`Asset`,
        currency: t`Currency`,
        quantity: t`Quantity`,
        proceeds: t`Proceeds`,
        costBasis: t`Cost basis`,
        realisedPnl: t`Realised P&L`,
        fees: t`Fees`,
        funding: t`Funding`,
        gainLoss: t`Gain or loss`,
        term: t`Holding period`,
      },
      spot: t`Spot disposal`,
      derivative: t`Derivatives`,
      shortTerm: t`Short term`,
      longTerm: t`Long term`,
    }),
    [t],
  )
}
