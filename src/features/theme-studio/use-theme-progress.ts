import { useEffect, useState } from 'react'
import { recordError } from '../../platform/errors/error-log'
import { useSession } from '../../platform/session/use-session'
import { STARTING_PROGRESS, type ThemeProgress } from '../../domain/themes'

export interface ThemeProgressState {
  readonly progress: ThemeProgress
}

function log(error: unknown, action: string) {
  const record = recordError(error, { page: globalThis.location?.pathname ?? '', action })
  console.warn('Theme preference:', action, record.message)
}

/**
 * The level, rank and unlocked themes the unlocks depend on, read live from the signed-in user's
 * local rows (user_xp_levels, user_progression, user_customization_preferences), which sync. Signed
 * out, or while they load, it is the starting point (level 1, rookie_trader). The studio sits in top
 * bars outside the database gate, so it opens the user's journal itself (the same promise the gate
 * gets) and only when the studio is shown. Failures are only logged (docs/product.md section 7).
 */
export function useThemeProgress(): ThemeProgressState {
  const session = useSession()
  const userId = session.status === 'signed-in' ? session.session.userId : null
  const [progress, setProgress] = useState<ThemeProgress>(STARTING_PROGRESS)

  useEffect(() => {
    setProgress(STARTING_PROGRESS)
    if (!userId) return
    let active = true
    const stops: Array<() => void> = []
    import('../../db')
      .then(({ openJournalDatabase }) => openJournalDatabase({ userId }))
      .then((opened) => {
        if (!active) return
        const prefs = opened.preferences
        const onError = (error: Error) => log(error, 'read theme progress')
        stops.push(prefs.watch('xpLevel', (value) => setProgress((current) => ({ ...current, level: value.currentLevel })), onError))
        stops.push(prefs.watch('progression', (value) => setProgress((current) => ({ ...current, rank: value.rank })), onError))
        stops.push(prefs.watch('customization', (value) => setProgress((current) => ({ ...current, unlockedThemes: value.unlockedThemes })), onError))
      })
      .catch((error: unknown) => log(error, 'open journal for themes'))
    return () => {
      active = false
      stops.forEach((stop) => stop())
    }
  }, [userId])

  return { progress }
}
