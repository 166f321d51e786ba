import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui'
import * as styles from './imports.css'

/** The running import: which file, how far, and the way out. */
export function ImportProgress({ fileName, fraction, onCancel }: { readonly fileName: string; readonly fraction: number; readonly onCancel: () => void }) {
  const { t } = useLingui()
  const percent = Math.round(fraction * 100)
  return (
    <div className={styles.panel} role="group" aria-label={t`Import progress`}>
      <p className={styles.muted}>
        <Trans>
          Importing {fileName}… {percent}%
        </Trans>
      </p>
      <progress className={styles.progress} max={100} value={percent} aria-label={t`Importing ${fileName}`} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  )
}
