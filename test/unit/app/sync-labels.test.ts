import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { type SyncDisplayState, syncDisplayState, syncStateExplanation, syncStateLabel, syncTone } from '../../../src/app/sync/sync-messages'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

describe('the sync indicator with rows the server refused', () => {
  it.each<[string, { state: 'synced' | 'syncing' | 'offline'; setAsideRows: number; refusedPulls?: number }, SyncDisplayState]>([
    ['synced, nothing refused', { state: 'synced', setAsideRows: 0 }, 'synced'],
    ['synced, with refused rows', { state: 'synced', setAsideRows: 5 }, 'refused'],
    ['syncing, with refused rows', { state: 'syncing', setAsideRows: 5 }, 'syncing'],
    ['offline, with refused rows', { state: 'offline', setAsideRows: 1 }, 'offline'],
    ['synced, a pull refused for good', { state: 'synced', setAsideRows: 5, refusedPulls: 1 }, 'pull-refused'],
    ['syncing, a pull refused for good', { state: 'syncing', setAsideRows: 0, refusedPulls: 2 }, 'pull-refused'],
    ['offline, a pull refused before', { state: 'offline', setAsideRows: 0, refusedPulls: 1 }, 'offline'],
  ])('%s shows %s', (_what, status, shown) => {
    expect(syncDisplayState({ refusedPulls: 0, ...status })).toBe(shown)
  })

  it('says a pull refused for good plainly, with what the trader can do, instead of spinning', () => {
    expect(syncStateLabel('pull-refused')).toBe('Not receiving changes')
    expect(syncTone('pull-refused')).toBe('bad')
    expect(syncStateExplanation('pull-refused', 0)).toContain("Sign out and sign in again, then press 'Sync now'")
  })

  it('never says everything is on the server while the server refuses rows', () => {
    expect(syncStateLabel('refused')).toBe('Not all synced')
    expect(syncTone('refused')).toBe('warn')
    expect(syncStateExplanation('refused', 5)).toBe('The server refused 5 changes: they are saved on this device only. Everything else is on the server.')
    expect(syncStateExplanation('refused', 1)).toBe('The server refused 1 change: it is saved on this device only. Everything else is on the server.')
    expect(syncStateExplanation('synced', 0)).toBe('Everything on this device is on the server.')
  })
})
