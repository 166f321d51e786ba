import { SOUND_CUES, type SoundCue } from './cues'

/** Quiet: a cue accompanies what the trader sees, it never startles. */
const VOLUME = 0.12

let context: AudioContext | undefined
let gestureSeen = false

// Where the browser lacks navigator.userActivation, the first press or key after this module loads counts.
if (typeof window !== 'undefined') {
  const seen = () => {
    gestureSeen = true
    window.removeEventListener('pointerdown', seen, true)
    window.removeEventListener('keydown', seen, true)
  }
  window.addEventListener('pointerdown', seen, true)
  window.addEventListener('keydown', seen, true)
}

/** The trader has pressed or typed on this page: browsers allow audio only after that, and sound must not be the first thing the page does. */
export function userHasInteracted(): boolean {
  // Not in every browser yet, whatever lib.dom says.
  const activation = typeof navigator === 'undefined' ? undefined : (navigator.userActivation as UserActivation | undefined)
  return activation ? activation.hasBeenActive : gestureSeen
}

/**
 * Plays a cue through the Web Audio API: nothing before a user gesture, and nothing (rather than an
 * error) where audio is unavailable, since a sound must never break what it accompanies. Whether the
 * trader wants sound is the caller's question (feedbackAllowed). Returns whether it played.
 */
export function playCue(cue: SoundCue): boolean {
  if (!userHasInteracted() || typeof AudioContext === 'undefined') return false
  try {
    context ??= new AudioContext()
    if (context.state === 'suspended') void context.resume().catch(() => undefined)
    const now = context.currentTime
    const output = context.createGain()
    output.gain.value = VOLUME
    output.connect(context.destination)
    for (const tone of SOUND_CUES[cue]) {
      const start = now + tone.start
      const end = start + tone.duration
      const oscillator = context.createOscillator()
      oscillator.type = 'sine'
      oscillator.frequency.value = tone.frequency
      // A short attack and an exponential fade: no click at either end.
      const envelope = context.createGain()
      envelope.gain.setValueAtTime(0.0001, start)
      envelope.gain.exponentialRampToValueAtTime(1, start + 0.01)
      envelope.gain.exponentialRampToValueAtTime(0.0001, end)
      oscillator.connect(envelope).connect(output)
      oscillator.start(start)
      oscillator.stop(end + 0.02)
    }
    return true
  } catch {
    return false
  }
}
