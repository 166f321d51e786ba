export { type SoundCue, SOUND_CUES } from './cues'
export { playCue } from './play-cue'
