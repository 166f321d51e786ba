import { describe, expect, it } from 'vitest'
import type { WidgetPlacement } from '../../../src/domain/preferences'
import {
  addWidget,
  collides,
  compact,
  type Layout,
  moveWidget,
  normaliseLayout,
  placeWidget,
  removeWidget,
  resizeWidget,
  sameLayout,
} from '../../../src/domain/dashboard-layout/grid-layout'

const w = (id: string, x: number, y: number, width: number, height: number, widget = id): WidgetPlacement => ({ id, widget, x, y, w: width, h: height })
const at = (layout: Layout, id: string) => {
  const item = layout.find((candidate) => candidate.id === id)
  if (!item) throw new Error(`${id} missing`)
  return [item.x, item.y, item.w, item.h]
}

/** No two widgets overlap and every widget is inside `cols`. */
function expectValid(layout: Layout, cols: number) {
  for (const item of layout) {
    expect(item.x).toBeGreaterThanOrEqual(0)
    expect(item.x + item.w).toBeLessThanOrEqual(cols)
    for (const other of layout) if (other !== item) expect(collides(item, other), `${item.id} overlaps ${other.id}`).toBe(false)
  }
}

describe('collides', () => {
  it.each([
    [w('a', 0, 0, 2, 2), w('b', 1, 1, 2, 2), true],
    [w('a', 0, 0, 2, 2), w('b', 2, 0, 2, 2), false],
    [w('a', 0, 0, 2, 2), w('b', 0, 2, 2, 2), false],
    [w('a', 0, 0, 12, 1), w('b', 11, 0, 1, 1), true],
  ])('%o and %o: %s', (a, b, expected) => expect(collides(a, b)).toBe(expected))
})

describe('compact', () => {
  it('moves widgets up into empty rows, keeping their order', () => {
    const result = compact([w('a', 0, 3, 6, 2), w('b', 6, 5, 6, 2), w('c', 0, 9, 12, 1)])
    expect([at(result, 'a'), at(result, 'b'), at(result, 'c')]).toEqual([
      [0, 0, 6, 2],
      [6, 0, 6, 2],
      [0, 2, 12, 1],
    ])
  })
  it('pushes overlapping widgets (bad stored data) below what they hit', () => {
    const result = compact([w('a', 0, 0, 4, 2), w('b', 2, 1, 4, 2)])
    expect(at(result, 'b')).toEqual([2, 2, 4, 2])
    expectValid(result, 12)
  })
})

describe('normaliseLayout', () => {
  const known = new Set(['a', 'b', 'c'])
  it.each<[string, Layout, number, [string, number[]][]]>([
    ['drops unknown widget types', [w('a', 0, 0, 1, 1), w('x', 0, 1, 1, 1, 'gone')], 1, [['a', [0, 0, 1, 1]]]],
    ['drops a repeated id', [w('a', 0, 0, 1, 1), w('a', 0, 1, 1, 1)], 1, [['a', [0, 0, 1, 1]]]],
    ['clamps a desktop width to a phone', [w('a', 6, 0, 12, 2)], 1, [['a', [0, 0, 1, 2]]]],
    ['keeps a widget inside the right edge', [w('a', 10, 0, 4, 1)], 12, [['a', [8, 0, 4, 1]]]],
    ['sizes at least one cell and at most 12 rows', [w('a', 0, 0, 0, 40)], 6, [['a', [0, 0, 1, 12]]]],
    [
      'separates overlaps',
      [w('a', 0, 0, 6, 2), w('b', 0, 0, 6, 2)],
      6,
      [
        ['a', [0, 0, 6, 2]],
        ['b', [0, 2, 6, 2]],
      ],
    ],
  ])('%s', (_name, layout, cols, expected) => {
    const result = normaliseLayout(layout, cols, known)
    expect(result.map((item) => [item.id, at(result, item.id)])).toEqual(expected)
    expectValid(result, cols)
  })
})

// A 12-column grid: A | B on top, C under both.
const GRID: Layout = [w('A', 0, 0, 6, 2), w('B', 6, 0, 6, 2), w('C', 0, 2, 12, 3)]
// One column: A, B, C stacked with different heights.
const STACK: Layout = [w('A', 0, 0, 1, 2), w('B', 0, 2, 1, 3), w('C', 0, 5, 1, 1)]

describe('moveWidget (the keyboard buttons)', () => {
  it.each<[string, Layout, number, string, 'up' | 'down' | 'left' | 'right', string[]]>([
    ['down past the next widget swaps them', STACK, 1, 'A', 'down', ['B', 'A', 'C']],
    ['up past the previous widget swaps them', STACK, 1, 'C', 'up', ['A', 'C', 'B']],
    ['up at the top changes nothing', STACK, 1, 'A', 'up', ['A', 'B', 'C']],
    ['down at the bottom changes nothing', STACK, 1, 'C', 'down', ['A', 'B', 'C']],
    ['right onto a neighbour swaps them', GRID, 12, 'A', 'right', ['B', 'A', 'C']],
    ['left onto a neighbour swaps them', GRID, 12, 'B', 'left', ['B', 'A', 'C']],
    ['a full-width widget moved up goes above both', GRID, 12, 'C', 'up', ['C', 'A', 'B']],
  ])('%s', (_name, layout, cols, id, direction, order) => {
    const result = moveWidget(layout, id, direction, cols)
    expectValid(result, cols)
    expect([...result].sort((a, b) => a.y - b.y || a.x - b.x).map((item) => item.id)).toEqual(order)
  })
  it('right with free space moves one column', () => {
    const result = moveWidget([w('A', 0, 0, 4, 1)], 'A', 'right', 12)
    expect(at(result, 'A')).toEqual([1, 0, 4, 1])
  })
  it('an unknown id leaves the layout as it is', () => expect(moveWidget(GRID, 'nope', 'up', 12)).toBe(GRID))
})

describe('placeWidget (drag)', () => {
  it('dropped past the top of the widget below, the two swap', () => {
    const result = placeWidget(STACK, 'A', { y: 3 }, 1)
    expect(at(result, 'B')).toEqual([0, 0, 1, 3])
    expect(at(result, 'A')).toEqual([0, 3, 1, 2])
    expectValid(result, 1)
  })
  it('dropped on the upper part of the widget below, nothing moves', () => {
    expect(sameLayout(placeWidget(STACK, 'A', { y: 1 }, 1), STACK)).toBe(true)
  })
  it('is clamped to the grid', () => {
    const result = placeWidget(GRID, 'A', { x: 40, y: -3 }, 12)
    expectValid(result, 12)
    expect(at(result, 'A')[0]).toBe(6)
  })
})

describe('resizeWidget', () => {
  it.each<[string, { w?: number; h?: number }, number[]]>([
    ['wider pushes the neighbour down', { w: 8 }, [0, 0, 8, 2]],
    ['never wider than the grid', { w: 30 }, [0, 0, 12, 2]],
    ['never narrower than one column', { w: 0 }, [0, 0, 1, 2]],
    ['taller', { h: 4 }, [0, 0, 6, 4]],
    ['never shorter than one row', { h: 0 }, [0, 0, 6, 1]],
  ])('%s', (_name, size, expected) => {
    const result = resizeWidget(GRID, 'A', size, 12)
    expect(at(result, 'A')).toEqual(expected)
    expectValid(result, 12)
  })
})

describe('removeWidget and addWidget', () => {
  it('removing compacts what was below', () => {
    const result = removeWidget(STACK, 'A')
    expect(result.map((item) => [item.id, item.y])).toEqual([
      ['B', 0],
      ['C', 3],
    ])
  })
  it('adding puts the widget under everything else', () => {
    const result = addWidget(GRID, 'D', 'D', { w: 4, h: 2 }, 12)
    expect(at(result, 'D')).toEqual([0, 5, 4, 2])
    expectValid(result, 12)
  })
  it('adding to an empty grid puts it at the top, clamped to the columns', () => {
    expect(addWidget([], 'D', 'D', { w: 12, h: 2 }, 1)).toEqual([w('D', 0, 0, 1, 2)])
  })
})

describe('sameLayout', () => {
  it('ignores order but not positions', () => {
    expect(sameLayout(GRID, [...GRID].reverse())).toBe(true)
    expect(sameLayout(GRID, moveWidget(GRID, 'A', 'right', 12))).toBe(false)
    expect(sameLayout(GRID, GRID.slice(1))).toBe(false)
  })
})
