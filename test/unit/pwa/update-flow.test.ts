import { describe, expect, it, vi } from 'vitest'
import { wireUpdateFlow, type WorkboxLike } from '../../../src/pwa/update-flow'

/** Enough of workbox-window's Workbox to drive the flow: events plus messageSkipWaiting. */
function fakeWorkbox() {
  const target = new EventTarget()
  const messageSkipWaiting = vi.fn()
  const wb = {
    addEventListener: (type: string, listener: () => void) => target.addEventListener(type, listener),
    messageSkipWaiting,
  } as unknown as WorkboxLike
  return { wb, messageSkipWaiting, fire: (type: 'waiting' | 'controlling') => target.dispatchEvent(new Event(type)) }
}

describe('update flow', () => {
  it('prompts when a new version waits, and Reload skips waiting then reloads on controlling', () => {
    const { wb, messageSkipWaiting, fire } = fakeWorkbox()
    let accept: (() => void) | undefined
    const showPrompt = vi.fn((a: () => void) => {
      accept = a
    })
    const reload = vi.fn()
    wireUpdateFlow(wb, { showPrompt, reload })

    fire('waiting')
    expect(showPrompt).toHaveBeenCalledTimes(1)
    expect(messageSkipWaiting).not.toHaveBeenCalled()

    accept?.()
    accept?.()
    expect(messageSkipWaiting).toHaveBeenCalledTimes(1)
    expect(reload).not.toHaveBeenCalled()

    fire('controlling')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload when another tab activated the new worker', () => {
    const { wb, fire } = fakeWorkbox()
    const reload = vi.fn()
    wireUpdateFlow(wb, { showPrompt: () => undefined, reload })
    fire('waiting')
    fire('controlling')
    expect(reload).not.toHaveBeenCalled()
  })
})
