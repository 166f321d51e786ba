import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type JournalDatabase, JournalDatabaseProvider, PREFERENCE_DEFAULTS, usePreference, useTradeCount, useTrades } from '../../../src/db'

/** A database whose watches never deliver: the first render shows the loading state. */
const silentDatabase = {
  name: 'tj_test',
  trades: { watch: () => () => {}, watchCount: () => () => {} },
  preferences: { watch: () => () => {}, set: async () => PREFERENCE_DEFAULTS.profile },
} as unknown as JournalDatabase

function Probe() {
  const trades = useTrades({ symbol: 'BTCUSDT' })
  const count = useTradeCount()
  const profile = usePreference('profile')
  return <output>{JSON.stringify({ trades: trades.data, loading: trades.isLoading, count: count.data, theme: profile.value.theme })}</output>
}

describe('React hooks', () => {
  it('render plain defaults while the first values load', () => {
    const html = renderToString(
      <JournalDatabaseProvider database={silentDatabase}>
        <Probe />
      </JournalDatabaseProvider>,
    )
    expect(html).toContain(JSON.stringify({ trades: [], loading: true, count: 0, theme: 'system' }).replaceAll('"', '&quot;'))
  })

  it('refuse to run outside the provider', () => {
    expect(() => renderToString(<Probe />)).toThrow('useJournalDatabase must be used within JournalDatabaseProvider')
  })
})
