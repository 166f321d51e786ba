import { describe, expect, it, vi } from 'vitest'
import { createInstallPromptController, INSTALL_DISMISSED_KEY, type BeforeInstallPromptEvent } from '../../../src/pwa/install-prompt-controller'
import { initialInstallPromptState, installPromptReducer, isInstallCardVisible, type InstallPromptAction, type InstallPromptState } from '../../../src/pwa/install-prompt-state'

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  }
}

function fakeInstallEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent
  const prompt = vi.fn(async () => undefined)
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }) })
  return { event, prompt }
}

function run(dismissed: boolean, actions: InstallPromptAction['type'][]): InstallPromptState {
  return actions.reduce((s, type) => installPromptReducer(s, { type }), initialInstallPromptState(dismissed))
}

describe('install prompt state', () => {
  it.each([
    { dismissed: false, actions: [], visible: false, why: 'nothing offered yet' },
    { dismissed: false, actions: ['offered'], visible: true, why: 'offered, never dismissed' },
    { dismissed: true, actions: ['offered'], visible: false, why: 'flag stored on an earlier visit' },
    { dismissed: false, actions: ['offered', 'install'], visible: false, why: 'Install hides the card' },
    { dismissed: false, actions: ['offered', 'dismiss'], visible: false, why: 'Not now / close hides it' },
    { dismissed: false, actions: ['offered', 'installed'], visible: false, why: 'appinstalled hides it' },
    { dismissed: false, actions: ['offered', 'install', 'offered'], visible: true, why: 'browser offers again' },
    { dismissed: false, actions: ['offered', 'dismiss', 'offered'], visible: false, why: 'dismissal is final' },
    { dismissed: false, actions: ['installed', 'offered'], visible: true, why: 'a new offer after uninstall' },
  ] as const)('$why', ({ dismissed, actions, visible }) => {
    expect(isInstallCardVisible(run(dismissed, [...actions]))).toBe(visible)
  })

  it('ignores install when nothing was offered (same object back)', () => {
    const state = initialInstallPromptState(false)
    expect(installPromptReducer(state, { type: 'install' })).toBe(state)
  })
})

describe('install prompt controller', () => {
  it('keeps the event, prevents the mini-infobar, and shows the card', () => {
    const target = new EventTarget()
    const controller = createInstallPromptController(target, memoryStorage())
    const listener = vi.fn()
    controller.subscribe(listener)
    const { event } = fakeInstallEvent()
    target.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(listener).toHaveBeenCalled()
    expect(isInstallCardVisible(controller.getSnapshot())).toBe(true)
  })

  it('Install calls prompt() once and hides the card', async () => {
    const target = new EventTarget()
    const controller = createInstallPromptController(target, memoryStorage())
    const { event, prompt } = fakeInstallEvent()
    target.dispatchEvent(event)
    await controller.install()
    await controller.install()
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(isInstallCardVisible(controller.getSnapshot())).toBe(false)
  })

  it('survives a prompt() that rejects', async () => {
    const target = new EventTarget()
    const controller = createInstallPromptController(target, memoryStorage())
    const { event, prompt } = fakeInstallEvent()
    prompt.mockRejectedValueOnce(new DOMException('already shown', 'InvalidStateError'))
    target.dispatchEvent(event)
    await expect(controller.install()).resolves.toBeUndefined()
  })

  it("'Not now' stores pwa-install-dismissed and a new controller stays hidden", () => {
    const storage = memoryStorage()
    const target = new EventTarget()
    const controller = createInstallPromptController(target, storage)
    target.dispatchEvent(fakeInstallEvent().event)
    controller.dismiss()
    expect(storage.map.get(INSTALL_DISMISSED_KEY)).toBe('true')
    expect(isInstallCardVisible(controller.getSnapshot())).toBe(false)

    const nextVisit = createInstallPromptController(new EventTarget(), storage)
    expect(nextVisit.getSnapshot().dismissed).toBe(true)
  })

  it.each(['true', 'false', '', '{corrupt'])('any stored flag value (%j) counts as dismissed', (value) => {
    const controller = createInstallPromptController(new EventTarget(), memoryStorage({ [INSTALL_DISMISSED_KEY]: value }))
    expect(controller.getSnapshot().dismissed).toBe(true)
  })

  it('treats blocked storage as not dismissed and still hides on dismiss', () => {
    const blocked = {
      getItem: (): string | null => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: (): void => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    const target = new EventTarget()
    const controller = createInstallPromptController(target, blocked)
    target.dispatchEvent(fakeInstallEvent().event)
    expect(isInstallCardVisible(controller.getSnapshot())).toBe(true)
    expect(() => controller.dismiss()).not.toThrow()
    expect(isInstallCardVisible(controller.getSnapshot())).toBe(false)
  })

  it('hides after appinstalled and stops listening on destroy', () => {
    const target = new EventTarget()
    const controller = createInstallPromptController(target, memoryStorage())
    target.dispatchEvent(fakeInstallEvent().event)
    target.dispatchEvent(new Event('appinstalled'))
    expect(isInstallCardVisible(controller.getSnapshot())).toBe(false)

    controller.destroy()
    target.dispatchEvent(fakeInstallEvent().event)
    expect(isInstallCardVisible(controller.getSnapshot())).toBe(false)
  })
})
