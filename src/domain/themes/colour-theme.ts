import type { Rank } from '../preferences/progression'

/** A colour as a bare HSL triple, `217 91% 60%` (the design system's CSS variables hold these). */
export type HslTriple = string

/** docs/product.md's Colour theme: id, name and five colours. */
export interface ColourTheme {
  readonly id: string
  /** English name from docs/product.md; the UI shows a translated one where it has it. */
  readonly name: string
  readonly primary: HslTriple
  readonly secondary: HslTriple
  readonly accent: HslTriple
  readonly profit: HslTriple
  readonly loss: HslTriple
}

/** Month and day as `MM-DD`. */
export type MonthDay = string

export interface SeasonalTheme extends ColourTheme {
  readonly startDate: MonthDay
  readonly endDate: MonthDay
  readonly description: string
}

export type UnlockRequirement = { readonly type: 'level'; readonly level: number } | { readonly type: 'rank'; readonly rank: Rank }

/** docs/product.md's "Customization theme unlock entry". */
export interface ThemeUnlockEntry {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly previewColors: { readonly primary: HslTriple; readonly secondary: HslTriple; readonly accent: HslTriple }
  readonly unlockRequirement: UnlockRequirement
  readonly isUnlocked: boolean
}

/** A calendar day in the trader's zone (the caller reads the clock). */
export interface CalendarDay {
  readonly year: number
  /** 1-12 */
  readonly month: number
  readonly day: number
}
