import type { Id, LocalDate } from '../common'
import type { JournalEntry } from '../journal-entry'

/** A check-in form as typed: text for the scores and the day, so a refused form keeps what was typed. */
export interface CheckInValues {
  readonly day: string
  readonly mood: string
  readonly energy: string
  readonly emotionIds: readonly Id[]
  readonly note: string
}

export type CheckInField = 'day' | 'mood' | 'energy' | 'note'
export const CHECK_IN_FIELDS: readonly CheckInField[] = ['day', 'mood', 'energy', 'note']
export type CheckInProblem = 'required' | 'invalidDay' | 'futureDay' | 'outOfRange' | 'tooLong'
export type CheckInErrors = Partial<Record<CheckInField, CheckInProblem>>

/** What a check-in stores (a journal entry of kind 'psychology'). */
export interface CheckInFields {
  readonly day: LocalDate
  readonly mood: number
  readonly energy: number
  readonly tagIds: readonly Id[]
  readonly body: string
}

export const CHECK_IN_NOTE_MAX = 2000
export const SCORES: readonly number[] = [1, 2, 3, 4, 5]

const DAY = /^\d{4}-\d{2}-\d{2}$/

function isRealDay(text: string): boolean {
  if (!DAY.test(text)) return false
  const date = new Date(`${text}T00:00:00.000Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

function readScore(text: string): number | CheckInProblem {
  const trimmed = text.trim()
  if (trimmed === '') return 'required'
  const score = Number(trimmed)
  return Number.isInteger(score) && score >= 1 && score <= 5 ? score : 'outOfRange'
}

/** The form as stored fields, or why each field is refused. `today` is the trader's local date. */
export function readCheckIn(values: CheckInValues, today: LocalDate): { ok: true; fields: CheckInFields } | { ok: false; errors: CheckInErrors } {
  const errors: CheckInErrors = {}
  const day = values.day.trim()
  if (day === '') errors.day = 'required'
  else if (!isRealDay(day)) errors.day = 'invalidDay'
  else if (day > today) errors.day = 'futureDay'
  const mood = readScore(values.mood)
  if (typeof mood === 'string') errors.mood = mood
  const energy = readScore(values.energy)
  if (typeof energy === 'string') errors.energy = energy
  const note = values.note.trim()
  if (note.length > CHECK_IN_NOTE_MAX) errors.note = 'tooLong'
  if (Object.keys(errors).length > 0 || typeof mood === 'string' || typeof energy === 'string') return { ok: false, errors }
  return { ok: true, fields: { day, mood, energy, tagIds: [...new Set(values.emotionIds)], body: note } }
}

/** The form's values for a stored check-in, or a blank one for `day`. */
export function checkInValues(entry: JournalEntry | undefined, day: LocalDate): CheckInValues {
  if (!entry) return { day, mood: '', energy: '', emotionIds: [], note: '' }
  return { day: entry.day, mood: entry.mood ? String(entry.mood) : '', energy: entry.energy ? String(entry.energy) : '', emotionIds: entry.tagIds, note: entry.body }
}

/**
 * One check-in per day: the live psychology entries by day, the latest written winning when two
 * devices each wrote one for the same day before syncing.
 */
export function checkInsByDay(entries: readonly JournalEntry[]): Map<LocalDate, JournalEntry> {
  const byDay = new Map<LocalDate, JournalEntry>()
  for (const entry of entries) {
    if (entry.kind !== 'psychology' || entry.isDeleted) continue
    const other = byDay.get(entry.day)
    if (!other || entry.updatedAt > other.updatedAt) byDay.set(entry.day, entry)
  }
  return byDay
}
