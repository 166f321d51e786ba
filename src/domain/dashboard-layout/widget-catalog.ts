import type { WidgetPlacement } from '../preferences/dashboard-layouts'
import { collides, compact, type Layout } from './grid-layout'

/** Screen sizes the dashboard keeps a layout for (the preference key is `dashboard:<breakpoint>`). */
export type Breakpoint = 'phone' | 'tablet' | 'desktop'
export const BREAKPOINTS: readonly Breakpoint[] = ['phone', 'tablet', 'desktop']
export const COLUMNS: Readonly<Record<Breakpoint, number>> = { phone: 1, tablet: 6, desktop: 12 }

export const layoutKeyOf = (breakpoint: Breakpoint) => `dashboard:${breakpoint}`

export type WidgetType =
  | 'key-stats'
  | 'equity-curve'
  | 'outcome-split'
  | 'streaks'
  | 'pnl-calendar'
  | 'recent-trades'
  | 'pnl-by-hour'
  | 'pnl-by-weekday'
  | 'setup-performance'
  | 'long-short'
  | 'fees-funding'

interface Size {
  readonly w: number
  readonly h: number
}

/** Each widget type with its size on each screen (in columns and unit rows), in default order. */
export const WIDGET_SIZES: Readonly<Record<WidgetType, Readonly<Record<Breakpoint, Size>>>> = {
  'key-stats': { phone: { w: 1, h: 6 }, tablet: { w: 6, h: 3 }, desktop: { w: 12, h: 2 } },
  'equity-curve': { phone: { w: 1, h: 4 }, tablet: { w: 6, h: 4 }, desktop: { w: 8, h: 4 } },
  'outcome-split': { phone: { w: 1, h: 2 }, tablet: { w: 3, h: 2 }, desktop: { w: 4, h: 2 } },
  streaks: { phone: { w: 1, h: 2 }, tablet: { w: 3, h: 2 }, desktop: { w: 4, h: 2 } },
  'pnl-calendar': { phone: { w: 1, h: 4 }, tablet: { w: 6, h: 4 }, desktop: { w: 6, h: 4 } },
  'recent-trades': { phone: { w: 1, h: 4 }, tablet: { w: 6, h: 4 }, desktop: { w: 6, h: 4 } },
  'pnl-by-hour': { phone: { w: 1, h: 3 }, tablet: { w: 3, h: 3 }, desktop: { w: 6, h: 3 } },
  'pnl-by-weekday': { phone: { w: 1, h: 3 }, tablet: { w: 3, h: 3 }, desktop: { w: 6, h: 3 } },
  // The two group tables (five columns of counts and amounts) take a full row on a tablet and a desktop,
  // so no column hides behind a scroll from 640px up; fees follow in a row of their own.
  'setup-performance': { phone: { w: 1, h: 3 }, tablet: { w: 6, h: 3 }, desktop: { w: 12, h: 3 } },
  'long-short': { phone: { w: 1, h: 3 }, tablet: { w: 6, h: 2 }, desktop: { w: 12, h: 2 } },
  'fees-funding': { phone: { w: 1, h: 3 }, tablet: { w: 6, h: 2 }, desktop: { w: 12, h: 2 } },
}

export const WIDGET_TYPES = Object.keys(WIDGET_SIZES) as WidgetType[]
export const KNOWN_WIDGETS: ReadonlySet<string> = new Set(WIDGET_TYPES)

export function isWidgetType(value: string): value is WidgetType {
  return KNOWN_WIDGETS.has(value)
}

/**
 * Places widgets in order, each at the first free spot reading row by row (left to right): the
 * layout a trader would get by adding the widgets one after the other on an empty grid.
 */
export function packLayout(items: readonly Omit<WidgetPlacement, 'x' | 'y'>[], cols: number): Layout {
  const placed: WidgetPlacement[] = []
  for (const item of items) {
    const w = Math.min(cols, item.w)
    let spot: WidgetPlacement | undefined
    for (let y = 0; !spot; y++) {
      for (let x = 0; x + w <= cols && !spot; x++) {
        const candidate = { ...item, w, x, y }
        if (!placed.some((other) => collides(candidate, other))) spot = candidate
      }
    }
    placed.push(spot)
  }
  return compact(placed)
}

/** The layout a new trader sees: every widget, one column on a phone. Ids are the widget types. */
export function defaultLayout(breakpoint: Breakpoint): Layout {
  return packLayout(
    WIDGET_TYPES.map((widget) => ({ id: widget, widget, ...WIDGET_SIZES[widget][breakpoint] })),
    COLUMNS[breakpoint],
  )
}

/** Widget types not on the grid (what 'Add widget' offers). */
export function missingWidgets(layout: Layout): WidgetType[] {
  const present = new Set(layout.map((item) => item.widget))
  return WIDGET_TYPES.filter((widget) => !present.has(widget))
}
