import { motionDuration, motionReduced } from './motion'

/**
 * While this attribute is on <html>, global.css.ts gives every element a 0.5 s colour transition
 * (docs/product.md section 9: "Theme transition 0.5 s"), scaled by the trader's animation speed. It is only set around a swap, because a permanent
 * transition on every element would make hovers sluggish and cost layout work on each repaint.
 */
export const THEME_TRANSITION_ATTRIBUTE = 'data-theme-transition'
export const THEME_TRANSITION_MS = 500

let clearTimer: ReturnType<typeof setTimeout> | undefined

/** Runs `apply` (which changes CSS variables or data-mode) with the colour transition on. */
export function withThemeTransition(apply: () => void, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root || motionReduced()) {
    apply()
    return
  }
  root.setAttribute(THEME_TRANSITION_ATTRIBUTE, '')
  apply()
  clearTimeout(clearTimer)
  // a little longer than the transition, so the last frames are not cut off
  clearTimer = setTimeout(() => root.removeAttribute(THEME_TRANSITION_ATTRIBUTE), motionDuration(THEME_TRANSITION_MS) + 50)
}
