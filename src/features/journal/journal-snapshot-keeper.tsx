import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { usePreference, useTradeCount, useTrades } from '../../db'
import { createTradeSummaryCache } from '../../domain/journal'
import { traderTimeZone, afterNextPaint } from '../../ui'
import { HEAD_SIZE } from './head-prefetch'
import { JournalPrepaintCapture } from './journal-prepaint-capture'
import { prepaintIsCurrent } from './journal-prepaint'
import { buildJournalSnapshot, clearJournalSnapshot, type JournalSnapshot, readJournalSnapshot, writeJournalSnapshot } from './journal-snapshot'

/**
 * Keeps the journal snapshot (journal-snapshot.ts) true for the signed-in user while their journal is
 * open, whatever screen is showing: any change to the newest trades, the trade count, the blur flag,
 * the display zone or the breakeven band removes it at once (in the commit that learns of it), and
 * it is written again once that frame has painted, with its pre-paint for index.html
 * (journal-prepaint.ts). Renders nothing on screen.
 */
export default function JournalSnapshotKeeper({ userId }: { readonly userId: string }) {
  // The journal screen's own head query (the same options), so both share one live query.
  const newest = useTrades({ limit: HEAD_SIZE })
  const count = useTradeCount()
  const profile = usePreference('profile')
  const defaults = usePreference('tradingDefaults')
  const loading = newest.isLoading || count.isLoading || profile.isLoading || defaults.isLoading
  const failed = Boolean(newest.error ?? count.error)
  const timeZone = traderTimeZone(profile.value)
  const blur = profile.value.blurSensitiveData
  const band = defaults.value.breakevenBand
  const summaries = useMemo(() => createTradeSummaryCache(band), [band])
  const seen = useRef(false)
  const [capturing, setCapturing] = useState<JournalSnapshot | null>(null)
  const doneCapturing = useCallback(() => setCapturing(null), [])

  // Removed in the very commit that sees a change, so a reload never paints rows from before it.
  useLayoutEffect(() => {
    if (loading) return
    if (seen.current || failed) clearJournalSnapshot(userId)
    seen.current = true
  }, [userId, loading, failed, newest.data, count.data, blur, timeZone, band])

  useEffect(() => {
    if (loading || failed) return
    return afterNextPaint(() => {
      const next = buildJournalSnapshot(newest.data, summaries.get, { userId, blur, timeZone, breakevenBand: band, count: count.data })
      // Opening the app rewrites nothing when the stored snapshot already says the same.
      const text = JSON.stringify(next)
      if (JSON.stringify(readJournalSnapshot(userId)) !== text) writeJournalSnapshot(next)
      // Its drawing for index.html, unless the one stored already fits (the usual case on opening).
      if (next.rows.length > 0 && !prepaintIsCurrent(userId, next)) setCapturing(next)
    })
  }, [userId, loading, failed, newest.data, count.data, blur, timeZone, band, summaries])

  return capturing ? <JournalPrepaintCapture userId={userId} snapshot={capturing} onDone={doneCapturing} /> : null
}
