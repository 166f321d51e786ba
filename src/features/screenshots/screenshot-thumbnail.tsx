import { useLingui } from '@lingui/react/macro'
import type { Id, TradeScreenshot } from '../../db'
import { SpinnerGlyph } from '../../ui'
import * as styles from './screenshot-gallery.css'
import { useScreenshotUrl } from './use-screenshot-url'

/** One stored screenshot as a thumbnail (its display copy) that opens the viewer. */
export function ScreenshotThumbnail({ tradeId, screenshot, onOpen }: { tradeId: Id; screenshot: TradeScreenshot; onOpen: () => void }) {
  const { t } = useLingui()
  const image = useScreenshotUrl(tradeId, screenshot, 'display')
  const name = screenshot.fileName
  return (
    <button type="button" className={styles.thumbButton} onClick={onOpen} aria-label={t`Open ${name}`}>
      {image.status === 'ready' ? (
        <img src={image.url} alt={name} className={styles.thumbImage} loading="lazy" decoding="async" />
      ) : image.status === 'loading' || (image.status === 'missing' && image.downloading) ? (
        <SpinnerGlyph size="sm" />
      ) : (
        <span>{image.status === 'missing' ? t`Not on this device yet` : t`Could not load`}</span>
      )}
    </button>
  )
}
