import { useEffect } from 'react'
import { markSettled, whenIdle } from '../../../ui'
import { takeDashboardPicture } from './dashboard-picture'
import { msSinceJournalWrite, onJournalWrite } from './opening-picture'

/**
 * How long the dashboard and the journal's data must have stayed unchanged before a picture is
 * taken: the live queries have answered the last write (milliseconds, normally) and the widgets
 * below the fold have mounted (one per idle moment).
 */
const SETTLE_MS = 2_000

/**
 * What the dashboard lets be kept: 'wait' while its numbers are computed, 'keep' for the plain
 * dashboard showing them, 'skip' for one that must not be kept (filtered, edited, blurred).
 */
export type PictureChoice = 'wait' | 'keep' | 'skip'

/**
 * Takes the dashboard picture (dashboard-picture.ts) once what the dashboard shows (`shown`, any
 * value that changes with it) and the journal's data have settled, while `choice` is 'keep'. A
 * change or a write starts the wait again.
 */
export function useDashboardPictureCapture(userId: string, choice: PictureChoice, shown: unknown): void {
  useEffect(() => {
    if (choice === 'wait') return
    if (choice === 'skip') return markSettled('dashboard-picture')
    let cancel = () => {}
    const schedule = (delay: number) => {
      cancel()
      const timer = setTimeout(() => (cancel = whenIdle(take)), delay)
      cancel = () => clearTimeout(timer)
    }
    const take = () => {
      const wait = SETTLE_MS - msSinceJournalWrite()
      if (wait > 0) schedule(wait)
      else {
        takeDashboardPicture(userId)
        markSettled('dashboard-picture')
      }
    }
    const stopListening = onJournalWrite(() => schedule(SETTLE_MS))
    schedule(SETTLE_MS)
    return () => {
      stopListening()
      cancel()
    }
  }, [userId, choice, shown])
}
