import type { Customization } from './customization'

/**
 * What the Settings > Calm and motion choices allow (docs/product.md's user_customization_
 * preferences): pure rules the shell, the sound player and the announcements read, so they agree.
 */

/** Duration multipliers of the animation speeds the settings offer; a speed this version does not know moves as 'normal'. */
export const ANIMATION_SPEED_SCALES: Readonly<Record<string, number>> = { slow: 2, normal: 1, fast: 0.5 }

export interface MotionSettings {
  /** Every transition's and animation's duration is multiplied by it. */
  readonly scale: number
  /** Calm mode: motion reduced as the system's "reduce motion" reduces it (durations of almost nothing). */
  readonly reduced: boolean
}

export const DEFAULT_MOTION: MotionSettings = { scale: 1, reduced: false }

export function motionOf(customization: Pick<Customization, 'calmModeEnabled' | 'animationSpeed'>): MotionSettings {
  const scale = Object.hasOwn(ANIMATION_SPEED_SCALES, customization.animationSpeed) ? ANIMATION_SPEED_SCALES[customization.animationSpeed]! : 1
  return { scale, reduced: customization.calmModeEnabled }
}

/** A duration in milliseconds as the trader's motion settings (and the system's reduce-motion) make it. */
export function scaledDuration(ms: number, motion: MotionSettings, systemReducesMotion = false): number {
  return motion.reduced || systemReducesMotion ? 0 : Math.round(ms * motion.scale)
}

/** Feedback the app may give around a save or a milestone. */
export type Feedback = 'sound' | 'gamificationNotice'

/**
 * Calm mode silences both (no sounds, no level or achievement announcements); otherwise sound
 * follows its own switch and the announcements are allowed. The milestones themselves are still
 * earned and shown on their pages.
 */
export function feedbackAllowed(customization: Pick<Customization, 'calmModeEnabled' | 'soundEnabled'>, feedback: Feedback): boolean {
  if (customization.calmModeEnabled) return false
  return feedback === 'sound' ? customization.soundEnabled : true
}
