import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { type Id, type TradeScreenshot, useJournalDatabase } from '../../db'
import { Button, ChevronLeftIcon, ChevronRightIcon, Dialog, DialogClose, IconButton, notify, Spinner, SpinnerGlyph, TrashIcon } from '../../ui'
import * as styles from './screenshot-gallery.css'
import { useScreenshotUrl } from './use-screenshot-url'

export interface ScreenshotViewerProps {
  readonly tradeId: Id
  readonly screenshots: readonly TradeScreenshot[]
  readonly index: number
  readonly onIndexChange: (index: number) => void
  readonly onClose: () => void
}

/**
 * The full-size original of one screenshot, with previous/next (buttons and the arrow keys), close,
 * and delete after a confirmation.
 */
export function ScreenshotViewer({ tradeId, screenshots, index, onIndexChange, onClose }: ScreenshotViewerProps) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const [confirming, setConfirming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const count = screenshots.length
  const screenshot = screenshots[index]!
  const original = useScreenshotUrl(tradeId, screenshot, 'original')
  const name = screenshot.fileName
  const position = index + 1

  useEffect(() => {
    if (confirming || count < 2) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndexChange((index - 1 + count) % count)
      else if (event.key === 'ArrowRight') onIndexChange((index + 1) % count)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [confirming, count, index, onIndexChange])

  async function remove() {
    setDeleting(true)
    try {
      await db.screenshots.remove(tradeId, screenshot.id)
      notify.success(t`Deleted successfully`)
      setConfirming(false)
      if (count <= 1) onClose()
      else onIndexChange(Math.min(index, count - 2))
    } catch {
      notify.error(t`Something went wrong`)
    } finally {
      setDeleting(false)
    }
  }

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) onClose()
        }}
        title={name}
        description={t`Screenshot ${position} of ${count}`}
        size="full"
        footer={
          <Button variant="destructive" leadingIcon={<TrashIcon />} onClick={() => setConfirming(true)}>
            {t`Delete screenshot`}
          </Button>
        }
      >
        <div className={styles.viewer}>
          <div className={styles.stage}>
            {original.status === 'ready' ? (
              <img src={original.url} alt={name} className={styles.fullImage} />
            ) : original.status === 'loading' ? (
              <SpinnerGlyph />
            ) : original.status === 'missing' && original.downloading ? (
              <Spinner label={t`Downloading this image...`} showLabel />
            ) : (
              <p className={styles.placeholder}>{original.status === 'missing' ? t`This image is not on this device yet.` : t`Could not load`}</p>
            )}
          </div>
          {count > 1 ? (
            <div className={styles.stepper}>
              <IconButton aria-label={t`Previous screenshot`} icon={<ChevronLeftIcon />} variant="secondary" onClick={() => onIndexChange((index - 1 + count) % count)} />
              <span className={styles.counter} aria-hidden="true">
                {position} / {count}
              </span>
              <IconButton aria-label={t`Next screenshot`} icon={<ChevronRightIcon />} variant="secondary" onClick={() => onIndexChange((index + 1) % count)} />
            </div>
          ) : null}
        </div>
      </Dialog>
      <Dialog
        role="alertdialog"
        open={confirming}
        onOpenChange={setConfirming}
        size="sm"
        title={t`Delete this screenshot?`}
        description={t`${name} is removed from this trade.`}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">{t`Cancel`}</Button>
            </DialogClose>
            <Button variant="destructive" loading={deleting} onClick={() => void remove()}>
              {t`Delete`}
            </Button>
          </>
        }
      />
    </>
  )
}
