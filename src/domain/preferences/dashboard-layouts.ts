import * as v from 'valibot'
import { arrayOfValid, recordOfValid, withDefault } from './parse-helpers'

/** One widget on a grid, in grid cells. */
export interface WidgetPlacement {
  readonly id: string
  /** Widget type, e.g. `equity-curve`. */
  readonly widget: string
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
  readonly settings?: Readonly<Record<string, unknown>>
}

/**
 * Saved grids keyed by `<screen>:<breakpoint>` (e.g. `dashboard:phone`). A missing key means the
 * feature's default layout for that screen size.
 */
export interface DashboardLayouts {
  readonly layouts: Readonly<Record<string, readonly WidgetPlacement[]>>
}

export const DASHBOARD_LAYOUTS_DEFAULTS: DashboardLayouts = { layouts: {} }

const cell = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))
const span = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))
const placement = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  widget: v.pipe(v.string(), v.minLength(1)),
  x: cell,
  y: cell,
  w: span,
  h: span,
  settings: v.optional(v.record(v.string(), v.unknown())),
})

export const dashboardLayoutsSchema = v.looseObject({
  layouts: withDefault(recordOfValid(arrayOfValid(placement)), {}),
})
