import { useCallback } from 'react'
import { useJournalDatabase } from '../../db'
import { feedbackAllowed } from '../../domain/preferences/feedback'
import { playCue, type SoundCue } from '../../ui/sound'

/**
 * Returns a stable function that plays a cue if the trader's Settings > Calm and motion allow it
 * (sound on, calm mode off), read at the moment from the open journal's preferences. Use inside the
 * open journal. A failed read plays nothing: silence is the safe side.
 */
export function useFeedbackSound(): (cue: SoundCue) => void {
  const db = useJournalDatabase()
  return useCallback(
    (cue: SoundCue) => {
      db.preferences
        .get('customization')
        .then((customization) => {
          if (feedbackAllowed(customization, 'sound')) playCue(cue)
        })
        .catch(() => undefined)
    },
    [db],
  )
}
