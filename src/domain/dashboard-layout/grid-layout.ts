import type { WidgetPlacement } from '../preferences/dashboard-layouts'

/**
 * The dashboard grid as pure data: widgets placed on a grid of `cols` columns and unit rows. Every
 * operation returns a new, valid layout: inside the grid, no two widgets overlapping, and compacted
 * upwards (no empty rows left above a widget). Pure so that the pointer (drag, resize handle) and
 * the keyboard (move and resize buttons) go through the same, tested, rules.
 */
export type Layout = readonly WidgetPlacement[]
export type Direction = 'up' | 'down' | 'left' | 'right'

export interface Rect {
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
}

/** Tallest a widget may be made, in rows (keeps a runaway resize from making a page of one widget). */
export const MAX_ROWS = 12

export function collides(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
}

const clampInt = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)))

/** A placement made to fit `cols` columns: whole cells, at least 1x1, never past the right edge. */
export function clampToGrid<T extends Rect>(item: T, cols: number): T {
  const w = clampInt(item.w, 1, cols)
  const h = clampInt(item.h, 1, MAX_ROWS)
  return { ...item, w, h, x: clampInt(item.x, 0, cols - w), y: clampInt(item.y, 0, 10_000) }
}

const byPosition = (a: Rect, b: Rect) => a.y - b.y || a.x - b.x

/** Moves every widget as far up as it goes, top to bottom, keeping the order of their tops. */
export function compact(layout: Layout): Layout {
  const placed: WidgetPlacement[] = []
  for (const item of [...layout].sort(byPosition)) {
    let y = item.y
    while (y > 0 && !placed.some((other) => collides({ ...item, y: y - 1 }, other))) y--
    // A widget still overlapping (bad stored data) goes below what it hits.
    let moved = { ...item, y }
    for (let hit = placed.find((other) => collides(moved, other)); hit; hit = placed.find((other) => collides(moved, other))) {
      moved = { ...moved, y: hit.y + hit.h }
    }
    placed.push(moved)
  }
  return placed
}

/**
 * A stored layout made valid for this grid: unknown widget types and repeated ids dropped, sizes
 * clamped to the columns, overlaps pushed down, and compacted.
 */
export function normaliseLayout(layout: Layout, cols: number, knownWidgets: ReadonlySet<string>): Layout {
  const seen = new Set<string>()
  const kept: WidgetPlacement[] = []
  for (const item of layout) {
    if (!knownWidgets.has(item.widget) || seen.has(item.id)) continue
    seen.add(item.id)
    kept.push(clampToGrid(item, cols))
  }
  return compact(kept)
}

/**
 * Puts widget `id` at `target` (clamped to the grid). A widget it lands on first tries the place the
 * moved widget left (so moving onto a neighbour swaps the two), and otherwise goes below it; the
 * rest is then compacted. Unknown ids leave the layout as it was.
 */
export function placeWidget(layout: Layout, id: string, target: Partial<Rect>, cols: number): Layout {
  const origin = layout.find((item) => item.id === id)
  if (!origin) return layout
  const moved = clampToGrid({ ...origin, ...target }, cols)
  const placed: WidgetPlacement[] = [moved]
  const others = layout.filter((item) => item.id !== id).sort(byPosition)
  for (const item of others) {
    if (!placed.some((other) => collides(item, other))) {
      placed.push(item)
      continue
    }
    // Only a widget the moved one landed on swaps; one pushed by a pushed widget just goes down.
    const swapped = clampToGrid({ ...item, x: origin.x, y: origin.y }, cols)
    if (
      collides(item, moved) &&
      !placed.some((other) => collides(swapped, other)) &&
      !others.some((other) => other !== item && !placed.includes(other) && collides(swapped, other))
    ) {
      placed.push(swapped)
      continue
    }
    let down = { ...item, y: moved.y + moved.h }
    for (let hit = placed.find((other) => collides(down, other)); hit; hit = placed.find((other) => collides(down, other))) down = { ...down, y: hit.y + hit.h }
    placed.push(down)
  }
  return compact(placed)
}

/** The nearest widget in `direction` that shares rows (left, right) or columns (up, down) with `item`. */
function neighbour(layout: Layout, item: WidgetPlacement, direction: Direction): WidgetPlacement | undefined {
  const sharesColumns = (other: Rect) => other.x < item.x + item.w && item.x < other.x + other.w
  const sharesRows = (other: Rect) => other.y < item.y + item.h && item.y < other.y + other.h
  const candidates = layout.filter((other) => {
    if (other.id === item.id) return false
    if (direction === 'up') return sharesColumns(other) && other.y + other.h <= item.y
    if (direction === 'down') return sharesColumns(other) && other.y >= item.y + item.h
    if (direction === 'left') return sharesRows(other) && other.x + other.w <= item.x
    return sharesRows(other) && other.x >= item.x + item.w
  })
  const distance = (other: Rect) =>
    direction === 'up'
      ? item.y - (other.y + other.h)
      : direction === 'down'
        ? other.y - (item.y + item.h)
        : direction === 'left'
          ? item.x - (other.x + other.w)
          : other.x - (item.x + item.w)
  return candidates.sort((a, b) => distance(a) - distance(b) || byPosition(a, b))[0]
}

/**
 * One keyboard step: past the nearest neighbour in that direction (the two swap places), or one
 * cell when there is none. The buttons that call it are disabled when it changes nothing.
 */
export function moveWidget(layout: Layout, id: string, direction: Direction, cols: number): Layout {
  const item = layout.find((candidate) => candidate.id === id)
  if (!item) return layout
  const next = neighbour(layout, item, direction)
  switch (direction) {
    case 'up':
      return placeWidget(layout, id, { y: next ? next.y : item.y - 1 }, cols)
    case 'down':
      return placeWidget(layout, id, { y: next ? item.y + next.h : item.y + 1 }, cols)
    case 'left':
      return placeWidget(layout, id, { x: next ? next.x : item.x - 1 }, cols)
    case 'right':
      return placeWidget(layout, id, { x: next ? next.x + next.w - item.w : item.x + 1 }, cols)
  }
}

/** Changes a widget's size by whole cells (clamped to the grid); widgets it now covers move down. */
export function resizeWidget(layout: Layout, id: string, size: { readonly w?: number; readonly h?: number }, cols: number): Layout {
  const item = layout.find((candidate) => candidate.id === id)
  if (!item) return layout
  const w = clampInt(size.w ?? item.w, 1, cols)
  return placeWidget(layout, id, { w, h: size.h ?? item.h, x: Math.min(item.x, cols - w) }, cols)
}

export function removeWidget(layout: Layout, id: string): Layout {
  return compact(layout.filter((item) => item.id !== id))
}

/** Adds a widget of type `widget` under everything else, with id `id` and the given size. */
export function addWidget(layout: Layout, widget: string, id: string, size: { readonly w: number; readonly h: number }, cols: number): Layout {
  const bottom = layout.reduce((max, item) => Math.max(max, item.y + item.h), 0)
  return compact([...layout, clampToGrid({ id, widget, x: 0, y: bottom, w: size.w, h: size.h }, cols)])
}

/** Same widgets at the same places (order ignored): whether there is anything to save. */
export function sameLayout(a: Layout, b: Layout): boolean {
  if (a.length !== b.length) return false
  const key = (item: WidgetPlacement) => `${item.id}|${item.widget}|${item.x}|${item.y}|${item.w}|${item.h}`
  const keys = new Set(a.map(key))
  return b.every((item) => keys.has(key(item)))
}
