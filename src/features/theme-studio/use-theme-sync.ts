import { useEffect } from 'react'
import { recordError } from '../../platform/errors/error-log'
import { useSession } from '../../platform/session/use-session'
import { getThemeStore, syncedThemeChanges, type SyncedThemes } from './theme-store'

function log(error: unknown, action: string) {
  const record = recordError(error, { page: globalThis.location?.pathname ?? '', action })
  console.warn('Theme preference:', action, record.message)
}

/**
 * Signed in, the page's theme follows the user's synced customization row (user_customization_
 * preferences: `activeTheme`, and the custom themes in its JSON): a row pulled from another device is
 * applied at once, also on a device opening the app for the first time, and a theme chosen, created,
 * edited or deleted here is upserted into it (docs/product.md's upsert of active_theme). Only changes made
 * here are written, so a device never echoes the row back or uploads its local themes uninvited.
 * Failures are only logged (docs/product.md section 7); localStorage keeps working on its own.
 */
export function useThemeSync(): void {
  const session = useSession()
  const userId = session.status === 'signed-in' ? session.session.userId : null

  useEffect(() => {
    if (!userId) return
    let active = true
    const stops: Array<() => void> = []
    const store = getThemeStore()
    import('../../db')
      .then(({ openJournalDatabase }) => openJournalDatabase({ userId }))
      .then((opened) => {
        if (!active) return
        const prefs = opened.preferences
        let row: SyncedThemes | null = null
        let adopting = false
        stops.push(
          prefs.watch(
            'customization',
            (value) => {
              row = { activeTheme: value.activeTheme, customThemes: value.customThemes }
              adopting = true
              try {
                store.adoptSynced(row)
              } finally {
                adopting = false
              }
            },
            (error) => log(error, 'read synced theme'),
          ),
        )
        stops.push(
          store.subscribe(() => {
            // Until the row is read there is nothing to compare with; a change the row caused is not echoed.
            if (adopting || !row) return
            const changes = syncedThemeChanges(store.getState(), row)
            if (!changes) return
            row = { ...row, ...changes }
            prefs.set('customization', changes).catch((error: unknown) => log(error, 'save theme'))
          }),
        )
      })
      .catch((error: unknown) => log(error, 'open journal for themes'))
    return () => {
      active = false
      stops.forEach((stop) => stop())
    }
  }, [userId])
}
