import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { newId, type Id } from '../../db'
import { readTradeFromText, type ScreenshotReading } from '../../domain/screenshot-reading'
import { checkFile, fileNameOf, type ScreenshotErrorCode } from '../screenshots'
import { loadScreenReader, stopListening, type ReaderProgress } from './screen-reader'

/** Why a picked image gave no draft: the file checks, or what reading found. */
export type DraftFailure = ScreenshotErrorCode | 'NOT_A_TRADE' | 'READER_UNAVAILABLE'

export interface ScreenshotDraft {
  readonly id: Id
  readonly file: File
  readonly fileName: string
  readonly status: 'waiting' | 'reading' | 'ready' | 'failed' | 'saved'
  readonly reading?: ScreenshotReading
  readonly failure?: DraftFailure
}

export interface ScreenshotDrafts {
  readonly drafts: readonly ScreenshotDraft[]
  /** While the reader loads or reads, how far it is. */
  readonly progress: ReaderProgress | undefined
  readonly add: (files: readonly File[]) => void
  readonly markSaved: (id: Id) => void
  readonly remove: (id: Id) => void
}

/**
 * Screenshots picked or pasted in the Screenshot tab, each checked, then read one after the other
 * into a draft. Nothing is stored here: a draft becomes a trade only when the trader saves its form.
 */
export function useScreenshotDrafts(): ScreenshotDrafts {
  const [drafts, setDrafts] = useState<readonly ScreenshotDraft[]>([])
  const [progress, setProgress] = useState<ReaderProgress>()
  const queue = useRef<Promise<void>>(Promise.resolve())
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      stopListening(setProgress)
    }
  }, [])

  const update = useCallback((id: Id, change: Partial<ScreenshotDraft>) => {
    if (mounted.current) setDrafts((current) => current.map((draft) => (draft.id === id ? { ...draft, ...change } : draft)))
  }, [])

  const read = useCallback(
    async (draft: ScreenshotDraft) => {
      update(draft.id, { status: 'reading' })
      let reader
      try {
        reader = await loadScreenReader(setProgress)
      } catch {
        update(draft.id, { status: 'failed', failure: 'READER_UNAVAILABLE' })
        return
      }
      try {
        const reading = readTradeFromText(await reader.read(draft.file))
        update(draft.id, reading.looksLikeTrade ? { status: 'ready', reading } : { status: 'failed', failure: 'NOT_A_TRADE' })
      } catch {
        update(draft.id, { status: 'failed', failure: 'NOT_DECODABLE' })
      } finally {
        if (mounted.current) setProgress(undefined)
      }
    },
    [update],
  )

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const draft: ScreenshotDraft = { id: newId(), file, fileName: fileNameOf(file), status: 'waiting' }
        setDrafts((current) => [...current, draft])
        queue.current = queue.current.then(async () => {
          const checked = await checkFile(file)
          if (!checked.ok) update(draft.id, { status: 'failed', failure: checked.code })
          else await read(draft)
        })
      }
    },
    [read, update],
  )

  const markSaved = useCallback((id: Id) => update(id, { status: 'saved' }), [update])
  const remove = useCallback((id: Id) => setDrafts((current) => current.filter((draft) => draft.id !== id)), [])
  return useMemo(() => ({ drafts, progress, add, markSaved, remove }), [drafts, progress, add, markSaved, remove])
}
