import { useEffect, useState } from 'react'
import { useConnectivity } from '../../platform/connectivity'
import { useScreenshotDownloads } from '../../platform/sync/sync-context'
import { type Id, type ScreenshotVariant, type TradeScreenshot, useJournalDatabase } from '../../db'
import { loadScreenshot } from './load-screenshot'

export type ScreenshotUrl =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly url: string }
  /**
   * The description synced from another device, but the bytes are not on this one: `downloading`
   * while they are fetched; otherwise they come once the device is online (and the other device
   * has uploaded them).
   */
  | { readonly status: 'missing'; readonly downloading: boolean }
  | { readonly status: 'error' }

type Found = { readonly status: 'loading' } | { readonly status: 'ready'; readonly url: string } | { readonly status: 'missing' } | { readonly status: 'error' }

/**
 * An object URL for a stored screenshot, made from its bytes in the local database and revoked when
 * the component unmounts or asks for another image (object URLs pin their blob in memory). Bytes
 * that only another device of the account has are downloaded (the original: the bucket holds no
 * display copy, and the display variant falls back to the original) and kept on this device.
 */
export function useScreenshotUrl(tradeId: Id, screenshot: TradeScreenshot, variant: ScreenshotVariant): ScreenshotUrl {
  const db = useJournalDatabase()
  const downloads = useScreenshotDownloads()
  const { online } = useConnectivity()
  const screenshotId = screenshot.id
  const key = `${tradeId}/${screenshotId}/${variant}`
  const [state, setState] = useState<{ key: string; value: Found }>({ key, value: { status: 'loading' } })

  useEffect(() => {
    // Aborted when the image leaves the screen: a download already queued still completes.
    const leaving = new AbortController()
    let url: string | undefined
    const show = (blob: Blob) => {
      url = URL.createObjectURL(blob)
      setState({ key, value: { status: 'ready', url } })
    }
    loadScreenshot({
      tradeId,
      screenshotId,
      readLocal: () => db.screenshots.get(tradeId, screenshotId, variant),
      downloads,
      onMissing: () => setState({ key, value: { status: 'missing' } }),
      signal: leaving.signal,
    }).then(
      (blob) => {
        if (blob && !leaving.signal.aborted) show(blob)
      },
      () => {
        if (!leaving.signal.aborted) setState({ key, value: { status: 'error' } })
      },
    )
    return () => {
      leaving.abort()
      if (url) URL.revokeObjectURL(url)
    }
  }, [db, downloads, key, tradeId, screenshotId, variant])

  const found = state.key === key ? state.value : { status: 'loading' as const }
  if (found.status !== 'missing') return found
  return { status: 'missing', downloading: downloads !== null && online && Boolean(screenshot.remotePath) }
}
