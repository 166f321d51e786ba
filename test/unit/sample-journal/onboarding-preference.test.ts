import { describe, expect, it } from 'vitest'
import { ONBOARDING_DEFAULTS, parsePreference } from '../../../src/domain/preferences'

const record = { seed: 7, loadedAt: '2025-06-01T12:00:00.000Z', status: 'loaded', tradeCount: 400, accountIds: ['a'], tagIds: ['t'] }

describe('the onboarding preference', () => {
  it.each([
    [undefined, ONBOARDING_DEFAULTS],
    [{}, ONBOARDING_DEFAULTS],
    [{ firstRun: 'empty' }, { firstRun: 'empty', sampleJournal: null }],
    [{ firstRun: 'later' }, ONBOARDING_DEFAULTS],
    [
      { firstRun: 'sample', sampleJournal: record },
      { firstRun: 'sample', sampleJournal: record },
    ],
    [
      { firstRun: 'sample', sampleJournal: { ...record, status: 'half' } },
      { firstRun: 'sample', sampleJournal: null },
    ],
    [{ sampleJournal: { ...record, tradeCount: -1 } }, ONBOARDING_DEFAULTS],
    [{ sampleJournal: { ...record, future: 1 } }, { firstRun: 'pending', sampleJournal: { ...record, future: 1 } }],
  ])('%j reads as %j', (raw, expected) => {
    expect(parsePreference('onboarding', raw)).toEqual(expected)
  })
})
