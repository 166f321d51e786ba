import { describe, expect, it } from 'vitest'
import { collides } from '../../../src/domain/dashboard-layout/grid-layout'
import { BREAKPOINTS, COLUMNS, defaultLayout, layoutKeyOf, missingWidgets, packLayout, WIDGET_TYPES } from '../../../src/domain/dashboard-layout/widget-catalog'

describe('default layouts', () => {
  it.each(BREAKPOINTS)('%s: every widget once, inside the grid, no overlaps, key stats first', (breakpoint) => {
    const layout = defaultLayout(breakpoint)
    const cols = COLUMNS[breakpoint]
    expect(layout.map((item) => item.widget).sort()).toEqual([...WIDGET_TYPES].sort())
    for (const item of layout) {
      expect(item.x + item.w).toBeLessThanOrEqual(cols)
      for (const other of layout) if (other !== item) expect(collides(item, other)).toBe(false)
    }
    const first = [...layout].sort((a, b) => a.y - b.y || a.x - b.x)[0]
    expect(first?.widget).toBe('key-stats')
  })
  it('is one column on a phone', () => {
    expect(new Set(defaultLayout('phone').map((item) => `${item.x}/${item.w}`))).toEqual(new Set(['0/1']))
  })
  it('puts the equity curve beside the outcome split on a desktop', () => {
    const layout = defaultLayout('desktop')
    const equity = layout.find((item) => item.widget === 'equity-curve')
    const split = layout.find((item) => item.widget === 'outcome-split')
    expect(equity?.y).toBe(split?.y)
    expect((equity?.x ?? 0) + (equity?.w ?? 0)).toBe(split?.x)
  })
  it('keys layouts by breakpoint', () => expect(layoutKeyOf('phone')).toBe('dashboard:phone'))
})

describe('packLayout', () => {
  it('fills each row left to right before starting the next', () => {
    const layout = packLayout(
      [
        { id: 'a', widget: 'a', w: 3, h: 1 },
        { id: 'b', widget: 'b', w: 3, h: 2 },
        { id: 'c', widget: 'c', w: 3, h: 1 },
      ],
      6,
    )
    expect(layout.map((item) => [item.id, item.x, item.y])).toEqual([
      ['a', 0, 0],
      ['b', 3, 0],
      ['c', 0, 1],
    ])
  })
})

describe('missingWidgets', () => {
  it('lists the types not on the grid, in catalogue order', () => {
    const layout = defaultLayout('desktop').filter((item) => item.widget !== 'streaks' && item.widget !== 'key-stats')
    expect(missingWidgets(layout)).toEqual(['key-stats', 'streaks'])
    expect(missingWidgets(defaultLayout('tablet'))).toEqual([])
  })
})
