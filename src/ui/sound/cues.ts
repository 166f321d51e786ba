/** The app's short sounds: a trade saved, an achievement unlocked, a new level reached. */
export type SoundCue = 'save' | 'achievement' | 'levelUp'

/** One synthesised note of a cue, in seconds from the cue's start. */
export interface Tone {
  readonly frequency: number
  readonly start: number
  readonly duration: number
}

/**
 * Synthesised (Web Audio oscillators), so there is no audio file to download or cache: a soft
 * click-like blip for a save, a rising pair for an achievement, a rising major arpeggio for a level.
 * Each is under half a second.
 */
export const SOUND_CUES: Readonly<Record<SoundCue, readonly Tone[]>> = {
  save: [{ frequency: 880, start: 0, duration: 0.08 }],
  achievement: [
    { frequency: 659.25, start: 0, duration: 0.1 },
    { frequency: 987.77, start: 0.09, duration: 0.18 },
  ],
  levelUp: [
    { frequency: 523.25, start: 0, duration: 0.1 },
    { frequency: 659.25, start: 0.09, duration: 0.1 },
    { frequency: 783.99, start: 0.18, duration: 0.24 },
  ],
}
