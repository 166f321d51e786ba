import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type Id, newId, useJournalDatabase } from '../../db'
import type { ScreenshotMimeType } from '../../domain/files'
import { decodeAndCompress } from './compress-image'
import { checkFile, fileNameOf } from './prepare-screenshot'
import type { ScreenshotErrorCode } from './screenshot-errors'

/** A picked image waiting for its trade to be saved. */
export interface PendingScreenshot {
  readonly id: Id
  readonly file: File
  readonly fileName: string
  readonly mimeType: ScreenshotMimeType
  /** Object URL of the picked file, for the thumbnail; revoked when the item goes. */
  readonly previewUrl: string
  /** 'processing' while the browser decodes it and makes the display copy. */
  readonly status: 'processing' | 'ready'
  readonly width?: number
  readonly height?: number
  readonly display?: Blob
}

export interface RejectedScreenshot {
  readonly id: Id
  readonly fileName: string
  readonly code: ScreenshotErrorCode
}

export interface PendingScreenshots {
  readonly items: readonly PendingScreenshot[]
  /** Files refused from the latest pick, with the reason. */
  readonly rejected: readonly RejectedScreenshot[]
  readonly add: (files: readonly File[]) => void
  readonly remove: (id: Id) => void
  readonly clear: () => void
  /**
   * Waits for processing, then stores every pending image with the trade (original and display
   * copy) and returns how many. If storing fails it throws; images not yet stored stay pending.
   */
  readonly saveTo: (tradeId: Id) => Promise<number>
}

interface State {
  readonly items: readonly PendingScreenshot[]
  readonly rejected: readonly RejectedScreenshot[]
}

const EMPTY: State = { items: [], rejected: [] }

/** The images picked in a ScreenshotsField, checked, compressed and kept until the trade is saved. */
export function usePendingScreenshots(): PendingScreenshots {
  const db = useJournalDatabase()
  const [state, setState] = useState<State>(EMPTY)
  // The async steps need the latest state, not the one of the render that started them.
  const latest = useRef(state)
  const update = useCallback((change: (current: State) => State) => {
    latest.current = change(latest.current)
    setState(latest.current)
  }, [])
  // Decoding is one at a time: ten 4K screenshots decoded at once could exhaust a phone's memory.
  const queue = useRef<Promise<void>>(Promise.resolve())
  const inFlight = useRef(new Set<Promise<void>>())
  const urls = useRef(new Map<Id, string>())
  // Items a running saveTo is storing, so two quick saves never store one image twice.
  const claimed = useRef(new Set<Id>())

  const forget = useCallback((id: Id) => {
    const url = urls.current.get(id)
    if (url) URL.revokeObjectURL(url)
    urls.current.delete(id)
  }, [])

  useEffect(() => {
    const owned = urls.current
    return () => {
      for (const url of owned.values()) URL.revokeObjectURL(url)
      owned.clear()
    }
  }, [])

  const process = useCallback(
    async (item: PendingScreenshot) => {
      if (!latest.current.items.some((entry) => entry.id === item.id)) return // removed meanwhile
      try {
        const decoded = await decodeAndCompress(item.file)
        update((current) => ({
          ...current,
          items: current.items.map((entry) => (entry.id === item.id ? { ...entry, ...decoded, status: 'ready' } : entry)),
        }))
      } catch {
        // The right magic number but not a picture a browser can open (truncated, corrupted).
        forget(item.id)
        update((current) => ({
          items: current.items.filter((entry) => entry.id !== item.id),
          rejected: [...current.rejected, { id: item.id, fileName: item.fileName, code: 'NOT_DECODABLE' }],
        }))
      }
    },
    [forget, update],
  )

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return
      update((current) => ({ ...current, rejected: [] }))
      const job = (async () => {
        const checks = await Promise.all(files.map((file) => checkFile(file)))
        files.forEach((file, index) => {
          const checked = checks[index]!
          const id = newId()
          const fileName = fileNameOf(file)
          if (!checked.ok) {
            update((current) => ({ ...current, rejected: [...current.rejected, { id, fileName, code: checked.code }] }))
            return
          }
          const previewUrl = URL.createObjectURL(file)
          urls.current.set(id, previewUrl)
          const item: PendingScreenshot = { id, file, fileName, mimeType: checked.mimeType, previewUrl, status: 'processing' }
          update((current) => ({ ...current, items: [...current.items, item] }))
          queue.current = queue.current.then(() => process(item))
        })
      })()
      inFlight.current.add(job)
      void job.finally(() => inFlight.current.delete(job))
    },
    [process, update],
  )

  const remove = useCallback(
    (id: Id) => {
      forget(id)
      update((current) => ({ ...current, items: current.items.filter((entry) => entry.id !== id) }))
    },
    [forget, update],
  )

  const clear = useCallback(() => {
    for (const item of latest.current.items) forget(item.id)
    update(() => EMPTY)
  }, [forget, update])

  const saveTo = useCallback(
    async (tradeId: Id) => {
      await Promise.all([...inFlight.current])
      await queue.current
      let saved = 0
      const ready = latest.current.items.filter((item) => item.status === 'ready' && !claimed.current.has(item.id))
      for (const item of ready) claimed.current.add(item.id)
      try {
        for (const item of ready) {
          await db.screenshots.put(tradeId, {
            screenshot: {
              id: item.id,
              fileName: item.fileName,
              mimeType: item.mimeType,
              size: item.file.size,
              ...(item.width ? { width: item.width, height: item.height } : {}),
            },
            original: item.file,
            ...(item.display ? { display: item.display } : {}),
          })
          remove(item.id)
          saved += 1
        }
      } finally {
        for (const item of ready) claimed.current.delete(item.id)
      }
      return saved
    },
    [db, remove],
  )

  return useMemo(() => ({ items: state.items, rejected: state.rejected, add, remove, clear, saveTo }), [state, add, remove, clear, saveTo])
}
