export { type SoundCue, type Tone, SOUND_CUES } from './cues'
export { playCue, userHasInteracted } from './play-cue'
