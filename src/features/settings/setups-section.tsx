import { TagsSettings } from '../tags'
import * as styles from './settings.css'

/** Settings > setups: the trader's setups, emotions and mistakes. */
export function SetupsSection() {
  return (
    <div className={styles.section}>
      <TagsSettings />
    </div>
  )
}
