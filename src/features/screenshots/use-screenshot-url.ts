import { useEffect, useState } from 'react'
import { type Id, type ScreenshotVariant, useJournalDatabase } from '../../db'

export type ScreenshotUrl =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly url: string }
  /** The description synced from another device, but the bytes are not on this one. */
  | { readonly status: 'missing' }
  | { readonly status: 'error' }

/**
 * An object URL for a stored screenshot, made from its bytes in the local database and revoked when
 * the component unmounts or asks for another image (object URLs pin their blob in memory).
 */
export function useScreenshotUrl(tradeId: Id, screenshotId: Id, variant: ScreenshotVariant): ScreenshotUrl {
  const db = useJournalDatabase()
  const key = `${tradeId}/${screenshotId}/${variant}`
  const [state, setState] = useState<{ key: string; value: ScreenshotUrl }>({ key, value: { status: 'loading' } })

  useEffect(() => {
    let live = true
    let url: string | undefined
    db.screenshots.get(tradeId, screenshotId, variant).then(
      (blob) => {
        if (!live) return
        if (!blob) return setState({ key, value: { status: 'missing' } })
        url = URL.createObjectURL(blob)
        setState({ key, value: { status: 'ready', url } })
      },
      () => {
        if (live) setState({ key, value: { status: 'error' } })
      },
    )
    return () => {
      live = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [db, key, tradeId, screenshotId, variant])

  return state.key === key ? state.value : { status: 'loading' }
}
