import type { RxCollection, RxDocument } from 'rxdb'
import type { Id, Trade, TradeScreenshot } from '../../domain'
import { fromStoredTrade, type StoredTrade } from '../collections/trades'
import type { Clock } from '../ids'

export type ScreenshotVariant = 'original' | 'display'

export interface ScreenshotUpload {
  /** Metadata; `addedAt` defaults to now. Size and type checks (PNG/JPEG, 20 MB) belong to the caller. */
  readonly screenshot: Omit<TradeScreenshot, 'addedAt'> & { readonly addedAt?: string }
  readonly original: Blob
  /** Compressed copy for lists and thumbnails. */
  readonly display?: Blob
}

const attachmentId = (screenshotId: Id, variant: ScreenshotVariant) => (variant === 'original' ? screenshotId : `${screenshotId}.display`)

/**
 * Screenshot bytes stored on the device as attachments of their trade; the trade's `screenshots`
 * field describes them. Bytes are written before the description and removed after it, so a
 * description never points at missing bytes.
 */
export function createScreenshotStore(collection: RxCollection<StoredTrade>, clock: Clock) {
  async function tradeDocument(tradeId: Id): Promise<RxDocument<StoredTrade>> {
    const doc = await collection.findOne(tradeId).exec()
    if (!doc) throw new Error(`No trade with id ${tradeId}`)
    return doc
  }

  async function describe(tradeId: Id, change: (list: readonly TradeScreenshot[]) => TradeScreenshot[]): Promise<Trade> {
    const doc = await tradeDocument(tradeId)
    const updated = await doc.incrementalModify((trade) => ({
      ...trade,
      screenshots: change(trade.screenshots),
      updatedAt: clock().toISOString(),
    }))
    return fromStoredTrade(updated.toJSON() as StoredTrade)
  }

  return {
    /** Adds or replaces a screenshot of a trade; returns the updated trade. */
    async put(tradeId: Id, upload: ScreenshotUpload): Promise<Trade> {
      const { screenshot, original, display } = upload
      const doc = await tradeDocument(tradeId)
      await doc.putAttachment({ id: attachmentId(screenshot.id, 'original'), data: original, type: screenshot.mimeType })
      if (display) {
        const latest = await tradeDocument(tradeId)
        await latest.putAttachment({ id: attachmentId(screenshot.id, 'display'), data: display, type: display.type || screenshot.mimeType })
      }
      const entry: TradeScreenshot = { ...screenshot, addedAt: screenshot.addedAt ?? clock().toISOString() }
      return describe(tradeId, (list) => [...list.filter((item) => item.id !== entry.id), entry])
    },

    /** The bytes on this device: the display copy falls back to the original; null when absent. */
    async get(tradeId: Id, screenshotId: Id, variant: ScreenshotVariant = 'display'): Promise<Blob | null> {
      const doc = await tradeDocument(tradeId)
      const attachment = doc.getAttachment(attachmentId(screenshotId, variant)) ?? doc.getAttachment(attachmentId(screenshotId, 'original'))
      return attachment ? attachment.getData() : null
    },

    async remove(tradeId: Id, screenshotId: Id): Promise<Trade> {
      const trade = await describe(tradeId, (list) => list.filter((item) => item.id !== screenshotId))
      for (const variant of ['display', 'original'] as const) {
        const doc = await tradeDocument(tradeId)
        await doc.getAttachment(attachmentId(screenshotId, variant))?.remove()
      }
      return trade
    },
  }
}

export type ScreenshotStore = ReturnType<typeof createScreenshotStore>
