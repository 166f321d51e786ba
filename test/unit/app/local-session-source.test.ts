import { describe, expect, it } from 'vitest'
import { createLocalSessionSource, LOCAL_SESSION_KEY } from '../../../src/app/session/local-session-source'
import { SessionController } from '../../../src/app/session/session-controller'
import { MemoryStorage } from './memory-storage'

describe('local session source', () => {
  it('is signed out on a fresh device', async () => {
    expect(await createLocalSessionSource(new MemoryStorage()).load()).toBeNull()
  })

  it('signs in, survives a reload, and signs out keeping the same journal id', async () => {
    const storage = new MemoryStorage()
    const first = await createLocalSessionSource(storage).signInLocal('  Ana  ')
    expect(first).toMatchObject({ kind: 'local', displayName: 'Ana' })
    expect(await createLocalSessionSource(storage).load()).toEqual(first)

    await createLocalSessionSource(storage).signOut()
    expect(await createLocalSessionSource(storage).load()).toBeNull()

    const again = await createLocalSessionSource(storage).signInLocal('Ana')
    expect(again.userId).toBe(first.userId)
  })

  it.each([['not json'], ['{"userId":"not-a-uuid","displayName":"x","signedIn":true}'], ['{"userId":"7f1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f","signedIn":"yes"}'], ['null'], ['[]']])(
    'reads a corrupted value as signed out: %s',
    async (corrupted) => {
      const storage = new MemoryStorage()
      storage.setItem(LOCAL_SESSION_KEY, corrupted)
      expect(await createLocalSessionSource(storage).load()).toBeNull()
    },
  )
})

describe('session controller', () => {
  it('is loading until the first check, then tells the guard', async () => {
    const controller = new SessionController(createLocalSessionSource(new MemoryStorage()))
    expect(controller.getState()).toEqual({ status: 'loading' })
    expect(await controller.ready()).toBeNull()
    expect(controller.getState()).toEqual({ status: 'signed-out' })
  })

  it('treats a failing session store as signed out', async () => {
    const controller = new SessionController({
      load: () => Promise.reject(new Error('storage blocked')),
      signInLocal: () => Promise.reject(new Error('unused')),
      signOut: () => Promise.resolve(),
    })
    expect(await controller.ready()).toBeNull()
  })

  it('notifies subscribers on sign-in and sign-out', async () => {
    const controller = new SessionController(createLocalSessionSource(new MemoryStorage()))
    await controller.ready()
    const seen: string[] = []
    controller.subscribe(() => seen.push(controller.getState().status))
    await controller.signInLocal('Bo')
    expect(await controller.ready()).toMatchObject({ displayName: 'Bo' })
    await controller.signOut()
    expect(seen).toEqual(['signed-in', 'signed-out'])
  })
})
