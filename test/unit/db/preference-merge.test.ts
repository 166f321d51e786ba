import { describe, expect, it } from 'vitest'
import type { RxConflictHandlerInput } from 'rxdb'
import { PREFERENCE_DEFAULTS, type PreferenceDocument, type PreferenceKey } from '../../../src/db'
import { preferencesCollection } from '../../../src/db/collections/preferences'
import { mergeRows } from '../../../src/db/conflict-handler'
import { defaultLayout } from '../../../src/domain/dashboard-layout/widget-catalog'
import { removeWidget } from '../../../src/domain/dashboard-layout/grid-layout'

// Preference documents store only the fields the trader set and merge against the preference's
// starting state (its defaults), so two devices that each changed a setting offline keep both.
const NOW = '2025-05-05T05:05:05.000Z'
type Value = Record<string, unknown>
type Merged = PreferenceDocument & { conflicts?: { field: string; lostValue: string }[] }

const row = (key: PreferenceKey, value: Value) => ({ id: key, value, createdAt: 'c', updatedAt: 'u', _deleted: false })

function merge(key: PreferenceKey, base: Value | undefined, local: Value, master: Value): Merged {
  const input = {
    newDocumentState: row(key, local),
    realMasterState: { ...row(key, master), serverRevision: '2' },
    ...(base ? { assumedMasterState: { ...row(key, base), serverRevision: '1' } } : {}),
  } as unknown as RxConflictHandlerInput<PreferenceDocument>
  return mergeRows(input, NOW, preferencesCollection.startingRow) as unknown as Merged
}

const lost = (field: string, value: unknown) => ({ field, lostValue: JSON.stringify(value), detectedAt: NOW })
const full = PREFERENCE_DEFAULTS.tradingDefaults
const desktop = defaultLayout('desktop')
const without = (id: string) => removeWidget(desktop, id)

describe('preference merge against the starting state', () => {
  it.each<[string, PreferenceKey, Value | undefined, Value, Value, Value, ReturnType<typeof lost>[]]>([
    [
      'created on two devices offline, different fields set: both kept',
      'tradingDefaults',
      undefined,
      { initialCapital: '15000' },
      { breakevenBand: '5', defaultExchange: 'Bybit' },
      { breakevenBand: '5', defaultExchange: 'Bybit', initialCapital: '15000' },
      [],
    ],
    [
      'rows of older versions hold every field: a default there was not set',
      'tradingDefaults',
      undefined,
      { ...full, initialCapital: '15000' },
      { ...full, breakevenBand: '5', defaultExchange: 'Bybit' },
      { ...full, breakevenBand: '5', defaultExchange: 'Bybit', initialCapital: '15000' },
      [],
    ],
    [
      'a sparse device row against an older full server row',
      'tradingDefaults',
      undefined,
      { initialCapital: '15000' },
      { ...full, breakevenBand: '5' },
      { ...full, breakevenBand: '5', initialCapital: '15000' },
      [],
    ],
    [
      'the same field set on both: the server value stays, the device value is listed',
      'tradingDefaults',
      undefined,
      { initialCapital: '15000' },
      { initialCapital: '9000', breakevenBand: '5' },
      { initialCapital: '9000', breakevenBand: '5' },
      [lost('value.initialCapital', '15000')],
    ],
    [
      'with a synced base that set nothing, fields set on each side are kept',
      'tradingDefaults',
      {},
      { initialCapital: '15000' },
      { defaultExchange: 'Bybit' },
      { defaultExchange: 'Bybit', initialCapital: '15000' },
      [],
    ],
    [
      'a layout saved on one screen size only, another on the other: both kept',
      'dashboardLayouts',
      {},
      { layouts: { 'dashboard:phone': removeWidget(defaultLayout('phone'), 'streaks') } },
      { layouts: { 'dashboard:desktop': without('fees-funding') } },
      { layouts: { 'dashboard:desktop': without('fees-funding'), 'dashboard:phone': removeWidget(defaultLayout('phone'), 'streaks') } },
      [],
    ],
  ])('%s', (_name, key, base, local, master, expected, conflicts) => {
    const merged = merge(key, base, local, master)
    expect(merged.value).toEqual(expected)
    expect(merged.conflicts ?? []).toEqual(conflicts)
  })

  it.each<[string, Value | undefined]>([
    ['created on two devices offline', undefined],
    ['both started from a synced row that set no layout', {}],
    ['both started from a synced row that set the default layout', { layouts: { 'dashboard:desktop': desktop } }],
  ])('two widgets removed on two devices (%s) are both gone', (_name, base) => {
    const merged = merge('dashboardLayouts', base, { layouts: { 'dashboard:desktop': without('recent-trades') } }, { layouts: { 'dashboard:desktop': without('fees-funding') } })
    const widgets = (merged.value.layouts as Record<string, { widget: string }[]>)['dashboard:desktop']!.map((item) => item.widget)
    expect(widgets).not.toContain('recent-trades')
    expect(widgets).not.toContain('fees-funding')
    expect(widgets).toHaveLength(desktop.length - 2)
    expect(merged.conflicts ?? []).toEqual([])
  })
})
