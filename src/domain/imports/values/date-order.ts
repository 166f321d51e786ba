import type { DateFormat } from './date'
import { parseDateTime } from './date'
import { UTC_ZONE } from './zone'

/**
 * Settles how a file writes its day, month and year from all of its dates, never from one cell:
 * `10/06/2015` alone could be 10 June or 6 October, but a `25/06/2015` elsewhere in the same file
 * shows the day comes first; `26-03-17` could be 17 March 2026 or 26 March 2017 until a date of the
 * file has a part only one reading allows. A format stays a candidate while every date of the file
 * reads as a real date with it. When several survive, the one under which the file's times run in
 * order wins, then the order the exchange documents for its export; otherwise the file stays
 * ambiguous and the trader chooses in the column mapping.
 */

/** Formats that disagree on the same text; a text of another shape (ISO, epoch) says nothing here. */
const FOUR_DIGIT_YEAR: readonly DateFormat[] = ['DD/MM/YYYY HH:mm:ss', 'MM/DD/YYYY HH:mm:ss']
const TWO_DIGIT_YEAR: readonly DateFormat[] = ['YY-MM-DD HH:mm:ss', 'DD-MM-YY HH:mm:ss']

const SHAPE = /^\s*\d{1,2}([-/.])\d{1,2}\1(\d{2}|\d{4})(?!\d)/

export type DateOrderVerdict =
  /** No date of the file has a shape that could be read two ways. */
  | { readonly kind: 'none' }
  | { readonly kind: 'settled'; readonly format: DateFormat }
  /** More than one reading fits every date: the trader must choose. */
  | { readonly kind: 'ambiguous'; readonly choices: readonly DateFormat[] }
  /** No single reading fits every date: each row is read on its own and the odd ones are refused. */
  | { readonly kind: 'inconsistent' }

const UNAMBIGUOUS_SHAPES_TO_SETTLE = 20

interface Sequence {
  last?: number
  direction: number
  ordered: boolean
}

export class DateOrderEvidence {
  private readonly viable = new Set<DateFormat>([...FOUR_DIGIT_YEAR, ...TWO_DIGIT_YEAR])
  private readonly sequences = new Map<DateFormat, Sequence>()
  private seen = false
  private otherShapes = 0

  /** Adds one date cell of the file. */
  add(text: string): void {
    const match = SHAPE.exec(text)
    if (!match) {
      if (text !== '') this.otherShapes++
      return
    }
    this.seen = true
    const family = (match[2] ?? '').length === 4 ? FOUR_DIGIT_YEAR : TWO_DIGIT_YEAR
    for (const format of family) {
      if (!this.viable.has(format)) continue
      const result = parseDateTime(text, format, UTC_ZONE)
      if (result.ok) this.follow(format, result.epochMs)
      else this.viable.delete(format)
    }
  }

  /**
   * True once at most one reading fits (later dates cannot add one), or once the file's first dates
   * are all of a shape that leaves no doubt (ISO, epoch): an export writes one shape throughout.
   */
  get decided(): boolean {
    return this.seen ? this.candidates().length <= 1 : this.otherShapes >= UNAMBIGUOUS_SHAPES_TO_SETTLE
  }

  verdict(hint?: DateFormat): DateOrderVerdict {
    if (!this.seen) return { kind: 'none' }
    const viable = this.candidates()
    if (viable.length === 0) return { kind: 'inconsistent' }
    if (viable.length === 1) return { kind: 'settled', format: viable[0] as DateFormat }
    const ordered = viable.filter((format) => this.sequences.get(format)?.ordered)
    if (ordered.length === 1) return { kind: 'settled', format: ordered[0] as DateFormat }
    if (hint && viable.includes(hint)) return { kind: 'settled', format: hint }
    return { kind: 'ambiguous', choices: viable }
  }

  /** Readings still standing among those the file's dates could use. */
  private candidates(): DateFormat[] {
    return [...this.viable].filter((format) => this.sequences.has(format))
  }

  /** Exports run in time order, one way or the other: a reading that breaks the order is less likely. */
  private follow(format: DateFormat, epochMs: number): void {
    const sequence = this.sequences.get(format) ?? { direction: 0, ordered: true }
    if (sequence.last !== undefined && epochMs !== sequence.last) {
      const direction = Math.sign(epochMs - sequence.last)
      if (sequence.direction === 0) sequence.direction = direction
      else if (direction !== sequence.direction) sequence.ordered = false
    }
    sequence.last = epochMs
    this.sequences.set(format, sequence)
  }
}
