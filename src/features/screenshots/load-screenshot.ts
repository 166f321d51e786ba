import type { ScreenshotDownloads } from '../../platform/sync/sync-context'

export interface LoadScreenshotOptions {
  readonly tradeId: string
  readonly screenshotId: string
  /** The bytes on this device, or null. */
  readonly readLocal: () => Promise<Blob | null>
  /** Null without account sync (a device-only journal has nowhere to download from). */
  readonly downloads: ScreenshotDownloads | null
  /** Called once the bytes are known to be missing here, before any download is waited for. */
  readonly onMissing: () => void
  /** The caller stopped waiting (the image left the screen); a queued download still completes. */
  readonly signal: AbortSignal
}

/**
 * A screenshot's bytes: those on this device, or else the original downloaded from the account's
 * storage (when online; offline the download waits for the network). Null when they cannot be had.
 */
export async function loadScreenshot(options: LoadScreenshotOptions): Promise<Blob | null> {
  const local = await options.readLocal()
  if (local || options.signal.aborted) return local
  options.onMissing()
  if (!options.downloads) return null
  return options.downloads.requestScreenshot(options.tradeId, options.screenshotId, options.signal)
}
