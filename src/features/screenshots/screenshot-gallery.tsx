import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Trade } from '../../db'
import * as styles from './screenshot-gallery.css'
import { ScreenshotThumbnail } from './screenshot-thumbnail'
import { ScreenshotViewer } from './screenshot-viewer'

/** A trade's screenshots as thumbnails; one opens in the full-size viewer. */
export function ScreenshotGallery({ trade }: { trade: Trade }) {
  const { t } = useLingui()
  const [open, setOpen] = useState<number | null>(null)
  const screenshots = trade.screenshots
  if (screenshots.length === 0) return <p className={styles.counter}>{t`No screenshots yet.`}</p>
  // The list shrinks when a screenshot is deleted in the viewer: keep the index inside it.
  const index = open === null ? null : Math.min(open, screenshots.length - 1)
  return (
    <>
      <ul aria-label={t`Screenshots of this trade`} className={styles.grid}>
        {screenshots.map((screenshot, position) => (
          <li key={screenshot.id}>
            <ScreenshotThumbnail tradeId={trade.id} screenshot={screenshot} onOpen={() => setOpen(position)} />
          </li>
        ))}
      </ul>
      {index !== null ? <ScreenshotViewer tradeId={trade.id} screenshots={screenshots} index={index} onIndexChange={setOpen} onClose={() => setOpen(null)} /> : null}
    </>
  )
}
