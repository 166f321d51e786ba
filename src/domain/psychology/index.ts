/**
 * Psychology: daily check-ins (journal entries of kind 'psychology': mood, energy, emotions, a note)
 * and how the trader's state and tagged emotions and mistakes relate to results. Tag figures are the
 * metrics engine's tag breakdown; mood groups use the per-trade facts of the insights. Pure.
 */
export {
  CHECK_IN_FIELDS,
  CHECK_IN_NOTE_MAX,
  SCORES,
  checkInValues,
  checkInsByDay,
  readCheckIn,
  type CheckInErrors,
  type CheckInField,
  type CheckInFields,
  type CheckInProblem,
  type CheckInValues,
} from './check-in'
export { checkInSummary, resultsByMood, type CheckInSummary, type MoodRow } from './mood-results'
export { mistakeSplit, tagResults, type TagResult } from './tag-results'
