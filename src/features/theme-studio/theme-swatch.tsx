import type { HslTriple } from '../../domain/themes'
import * as styles from './theme-studio.css'

/** Three dots of a theme's primary, secondary and accent colours (decoration; the name says it). */
export function ThemeSwatch({ colours }: { colours: { primary: HslTriple; secondary: HslTriple; accent: HslTriple } }) {
  return (
    <span className={styles.swatches} aria-hidden="true">
      {[colours.primary, colours.secondary, colours.accent].map((colour, index) => (
        <span key={index} className={styles.swatch} style={{ backgroundColor: `hsl(${colour})` }} />
      ))}
    </span>
  )
}
