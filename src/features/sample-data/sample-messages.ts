import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { SampleTexts } from '../../domain/sample-journal'

/** The sample journal's account and tag names and notes, in the trader's language. */
export function useSampleTexts(): SampleTexts {
  const { t } = useLingui()
  return useMemo(
    (): SampleTexts => ({
      accounts: {
        binanceFutures: t`Binance futures sub-account`,
        bybit: t`Bybit unified account`,
        propChallenge: t`Prop challenge 25K`,
        paper: t`Paper trading`,
      },
      setups: {
        breakout: t`Breakout`,
        pullback: t`Pullback`,
        rangeFade: t`Range fade`,
        trendContinuation: t`Trend continuation`,
        newsPlay: t`News play`,
        reversal: t`Reversal`,
      },
      emotions: { calm: t`Calm`, confident: t`Confident`, anxious: t`Anxious`, fomo: t`FOMO`, frustrated: t`Frustrated` },
      mistakes: {
        movedStop: t`Moved stop`,
        enteredEarly: t`Entered early`,
        oversized: t`Oversized`,
        chasedEntry: t`Chased entry`,
        noPlan: t`No plan`,
      },
      notes: {
        win: [
          t`Clean setup, let it run to the target.`,
          t`Patient entry on the retest paid off.`,
          t`Took half off at 1R and trailed the rest.`,
          t`Followed the plan: entry, stop and target as written.`,
        ],
        loss: [
          t`Stopped out: the level did not hold.`,
          t`Entered before the candle closed; should have waited for confirmation.`,
          t`Moved my stop and paid for it.`,
          t`Choppy session, should have sat on my hands.`,
        ],
        open: [t`Still open: stop goes to breakeven at 1R.`, t`Holding for the daily level; funding is cheap.`],
        any: [t`Low volume session.`, t`Funding was high, kept the hold short.`, t`Took it on the phone, size kept small.`],
      },
    }),
    [t],
  )
}
