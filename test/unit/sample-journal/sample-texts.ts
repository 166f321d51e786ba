import type { SampleTexts } from '../../../src/domain/sample-journal'

/** English names and notes, as the app would pass them in. */
export const TEST_SAMPLE_TEXTS: SampleTexts = {
  accounts: { binanceFutures: 'Binance futures sub-account', bybit: 'Bybit unified', propChallenge: 'Prop challenge 25K', paper: 'Paper account' },
  setups: { breakout: 'Breakout', pullback: 'Pullback', rangeFade: 'Range fade', trendContinuation: 'Trend continuation', newsPlay: 'News play', reversal: 'Reversal' },
  emotions: { calm: 'Calm', confident: 'Confident', anxious: 'Anxious', fomo: 'FOMO', frustrated: 'Frustrated' },
  mistakes: { movedStop: 'Moved stop', enteredEarly: 'Entered early', oversized: 'Oversized', chasedEntry: 'Chased entry', noPlan: 'No plan' },
  notes: {
    win: ['Clean setup, let it run to target.'],
    loss: ['Stopped out: the level did not hold.'],
    open: ['Still open; stop to breakeven at 1R.'],
    any: ['Low volume session.'],
  },
}
