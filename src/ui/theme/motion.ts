import { DEFAULT_MOTION, scaledDuration, type MotionSettings } from '../../domain/preferences/feedback'

/** Same query as `media.reducedMotion`, kept in a plain module so non-style code can read it. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/** The custom property (`--motion-scale` on <html>) every transition and animation duration is multiplied by (see duration.ts). */
export const MOTION_SCALE_VARIABLE = 'motion-scale'
/** Set on <html> in calm mode: global.css.ts then reduces motion as it does for the system's "reduce motion". */
export const CALM_MOTION_ATTRIBUTE = 'data-calm-motion'
/** The last motion settings applied on this device, so the next start applies them before its first paint. */
export const MOTION_STORAGE_KEY = 'motion-settings'
// index.html's pre-paint script reads this key and checks the record as parseMotion does.

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION_QUERY).matches
}

let current: MotionSettings = DEFAULT_MOTION

/** Applies the trader's animation speed and calm mode to the page (CSS through <html>, JS durations through motionDuration). */
export function applyMotion(motion: MotionSettings, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  current = motion
  if (!root) return
  root.style.setProperty(`--${MOTION_SCALE_VARIABLE}`, String(motion.scale))
  root.toggleAttribute(CALM_MOTION_ATTRIBUTE, motion.reduced)
}

/** Motion is reduced: by calm mode or by the system's setting. */
export function motionReduced(): boolean {
  return current.reduced || prefersReducedMotion()
}

/** A duration in milliseconds for motion driven from script (a library's enter/exit timing), as the CSS ones are scaled. */
export function motionDuration(ms: number): number {
  return scaledDuration(ms, current, prefersReducedMotion())
}

/** Keeps the settings for the next start (see restoreSavedMotion); a refused write only costs one start at normal speed. */
export function rememberMotion(motion: MotionSettings): void {
  try {
    localStorage.setItem(MOTION_STORAGE_KEY, JSON.stringify(motion))
  } catch {
    // storage refused
  }
}

/**
 * At startup: the settings last applied on this device, if they read as such. index.html's inline
 * script has put them on <html> before the first paint; this gives them to script-driven motion too.
 */
export function restoreSavedMotion(): void {
  let stored: unknown
  try {
    stored = JSON.parse(localStorage.getItem(MOTION_STORAGE_KEY) ?? 'null')
  } catch {
    return
  }
  const motion = parseMotion(stored)
  if (motion) applyMotion(motion)
}

export function parseMotion(value: unknown): MotionSettings | null {
  if (typeof value !== 'object' || value === null) return null
  const { scale, reduced } = value as Record<string, unknown>
  if (typeof scale !== 'number' || !Number.isFinite(scale) || scale <= 0 || scale > 10 || typeof reduced !== 'boolean') return null
  return { scale, reduced }
}
