import { motionVars } from './tokens.css'

/**
 * A transition or animation duration that follows the trader's animation speed (Settings > Calm and
 * motion): `transition: \`color ${duration(150)} ease\``. Calm mode and the system's reduce-motion
 * shorten every duration further in global.css.ts.
 */
export function duration(ms: number): string {
  return `calc(${ms}ms * ${motionVars.scale})`
}
