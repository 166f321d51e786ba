import { useEffect, useState } from 'react'
import { afterNextPaint } from '../../ui'

type GateModule = typeof import('../database/user-database-gate')
type Gate = GateModule['default']

/** The user whose journal is open and the gate's code, once both are there. */
let ready: { readonly userId: string; readonly gate: Gate } | undefined

/**
 * Loads the gate's code (which brings RxDB) and opens the user's journal. Resolves once the opening
 * has settled either way, with the opening promise marked as settled (the way React's `use` marks a
 * promise, and as src/routes/_app.tsx does), so the gate shows the screen in its first render. A
 * failed opening is the gate's to report.
 */
async function prepare(userId: string): Promise<Gate> {
  // Each dynamic import of src/db names the export it takes: the bundler then keeps only what opening a
  // journal needs in the chunk every signed-in screen loads (a whole-module import kept all of src/db).
  const [gate, openJournalDatabase] = await Promise.all([import('../database/user-database-gate'), import('../../db').then(({ openJournalDatabase }) => openJournalDatabase)])
  const opening = openJournalDatabase({ userId }) as Promise<unknown> & { status?: string }
  await opening.then(
    (value) => Object.assign(opening, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(opening, { status: 'rejected', reason }),
  )
  ready = { userId, gate: gate.default }
  return gate.default
}

/**
 * The database gate, once its code has loaded and the user's journal has opened (at once when both
 * already are); undefined until then, while the shell shows what goes before the database. State
 * rather than React.lazy: a lazy component suspends on its first render even when its chunk is
 * there, and React then holds the content back for 300 ms after the fallback it committed (measured
 * on every cold open of /journal). Code that fails to load is thrown into the route's error screen.
 */
export function useDatabaseGate(userId: string, { afterPaint = false }: { readonly afterPaint?: boolean } = {}): Gate | undefined {
  const [gate, setGate] = useState<{ readonly userId: string; readonly gate: Gate } | undefined>(() => (ready?.userId === userId ? ready : undefined))
  const [error, setError] = useState<unknown>(undefined)
  if (error !== undefined) throw error
  const current = gate?.userId === userId ? gate.gate : undefined
  useEffect(() => {
    if (current) return
    let mounted = true
    const start = () =>
      prepare(userId).then(
        (value) => mounted && setGate({ userId, gate: value }),
        (reason: unknown) => mounted && setError(reason ?? new Error('The database code did not load')),
      )
    // `afterPaint`: what shows meanwhile (the journal's snapshot) paints before RxDB is evaluated and opened.
    const cancel = afterPaint ? afterNextPaint(() => void start()) : (void start(), undefined)
    return () => {
      mounted = false
      cancel?.()
    }
  }, [current, userId, afterPaint])
  return current
}
