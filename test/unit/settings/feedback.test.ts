import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CUSTOMIZATION_DEFAULTS, feedbackAllowed, motionOf, scaledDuration, type Customization } from '../../../src/domain'
import { CALM_MOTION_ATTRIBUTE, MOTION_SCALE_VARIABLE, MOTION_STORAGE_KEY, parseMotion } from '../../../src/ui/theme/motion'
import { playCue, SOUND_CUES } from '../../../src/ui/sound'

const settings = (changes: Partial<Customization>): Customization => ({ ...CUSTOMIZATION_DEFAULTS, ...changes })

describe('feedbackAllowed', () => {
  it.each<[Partial<Customization>, boolean, boolean]>([
    // changes, sound, level and achievement announcements
    [{}, true, true],
    [{ soundEnabled: false }, false, true],
    [{ calmModeEnabled: true }, false, false],
    [{ calmModeEnabled: true, soundEnabled: false }, false, false],
  ])('%j: sound %s, gamification notices %s', (changes, sound, notices) => {
    expect(feedbackAllowed(settings(changes), 'sound')).toBe(sound)
    expect(feedbackAllowed(settings(changes), 'gamificationNotice')).toBe(notices)
  })
})

describe('motionOf', () => {
  it.each([
    ['slow', 2],
    ['normal', 1],
    ['fast', 0.5],
    // A speed a newer version wrote, or a key of Object's prototype, moves at normal speed.
    ['ludicrous', 1],
    ['constructor', 1],
  ])('%s multiplies durations by %d', (animationSpeed, scale) => {
    expect(motionOf(settings({ animationSpeed }))).toEqual({ scale, reduced: false })
  })

  it('reduces motion in calm mode, whatever the speed', () => {
    expect(motionOf(settings({ calmModeEnabled: true, animationSpeed: 'slow' }))).toEqual({ scale: 2, reduced: true })
  })
})

describe('scaledDuration', () => {
  it('follows the speed, and is nothing in calm mode or with the system reducing motion', () => {
    expect(scaledDuration(150, { scale: 2, reduced: false })).toBe(300)
    expect(scaledDuration(150, { scale: 0.5, reduced: false })).toBe(75)
    expect(scaledDuration(150, { scale: 2, reduced: true })).toBe(0)
    expect(scaledDuration(150, { scale: 1, reduced: false }, true)).toBe(0)
  })
})

describe('parseMotion (the settings kept on the device for the next start)', () => {
  it('reads what applyMotion keeps', () => {
    expect(parseMotion(JSON.parse(JSON.stringify({ scale: 0.5, reduced: true })))).toEqual({ scale: 0.5, reduced: true })
  })

  it.each([null, 'fast', [], { scale: '2', reduced: false }, { scale: 0, reduced: false }, { scale: Infinity, reduced: false }, { scale: 1 }])('refuses %j', (value) => {
    expect(parseMotion(value)).toBeNull()
  })
})

describe('sound cues', () => {
  it('are short audible notes, none over half a second', () => {
    for (const tones of Object.values(SOUND_CUES)) {
      expect(tones.length).toBeGreaterThan(0)
      for (const tone of tones) {
        expect(tone.frequency).toBeGreaterThanOrEqual(200)
        expect(tone.frequency).toBeLessThanOrEqual(2000)
        expect(tone.start + tone.duration).toBeLessThanOrEqual(0.5)
      }
    }
  })
})

describe("index.html's pre-paint motion script", () => {
  const html = readFileSync('index.html', 'utf8')
  const script = /<script>\s*(\/\/ Settings > Calm and motion[\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''

  /** Runs the script as the browser does, against a record written by the app's code. */
  function run(stored: string | null) {
    const properties = new Map<string, string>()
    const attributes = new Set<string>()
    const documentElement = { style: { setProperty: (name: string, value: string) => properties.set(name, value) }, setAttribute: (name: string) => attributes.add(name) }
    runInNewContext(script, { localStorage: { getItem: (key: string) => (key === MOTION_STORAGE_KEY ? stored : null) }, document: { documentElement } })
    return { scale: properties.get(`--${MOTION_SCALE_VARIABLE}`) ?? null, calm: attributes.has(CALM_MOTION_ATTRIBUTE) }
  }

  it('is there', () => {
    expect(script).toContain(MOTION_STORAGE_KEY)
  })

  it('applies what the app keeps, as the app would', () => {
    expect(run(JSON.stringify({ scale: 2, reduced: false }))).toEqual({ scale: '2', calm: false })
    expect(run(JSON.stringify({ scale: 0.5, reduced: true }))).toEqual({ scale: '0.5', calm: true })
  })

  it.each([null, 'not json', '{"scale":"2","reduced":false}', '{"scale":0,"reduced":true}', '{"scale":1e400,"reduced":true}', '{"scale":1}'])(
    'leaves the page alone for %s, as parseMotion refuses it',
    (stored) => {
      expect(run(stored)).toEqual({ scale: null, calm: false })
      expect(parseMotion(parsedOrNull(stored))).toBeNull()
    },
  )
})

function parsedOrNull(text: string | null): unknown {
  try {
    return JSON.parse(text ?? 'null') as unknown
  } catch {
    return null
  }
}

describe('playCue', () => {
  afterEach(() => vi.unstubAllGlobals())

  function countingAudio() {
    const made = { contexts: 0, oscillators: 0 }
    const node = () => ({ gain: { value: 0, setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (next: unknown) => next })
    class FakeAudioContext {
      state = 'running'
      currentTime = 0
      destination = {}
      constructor() {
        made.contexts += 1
      }
      createGain = node
      createOscillator = () => {
        made.oscillators += 1
        return { ...node(), frequency: { value: 0 }, type: 'sine', start: () => undefined, stop: () => undefined }
      }
    }
    vi.stubGlobal('AudioContext', FakeAudioContext)
    return made
  }

  it('plays nothing, and opens no audio, before the trader has pressed or typed on the page', () => {
    const made = countingAudio()
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive: false } })
    expect(playCue('save')).toBe(false)
    expect(made).toEqual({ contexts: 0, oscillators: 0 })
  })

  it("plays a cue's notes after a gesture", () => {
    const made = countingAudio()
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive: true } })
    expect(playCue('levelUp')).toBe(true)
    expect(made.oscillators).toBe(SOUND_CUES.levelUp.length)
  })
})
