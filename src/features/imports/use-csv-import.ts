import { useCallback, useRef, useState } from 'react'
import type { ColumnMapping, FileLine, FileRefusal, ImportFileSummary, ImportOptions } from '../../domain/imports'
import { checkFileSize, fileKey } from './file-limits'
import { ImportRefused } from './import-client'
import type { FeatureRefusal } from './import-messages'
import type { ImportServices } from './use-import-services'

/** The files of the CSV path, each previewed in the worker as soon as it is picked. */

export interface SelectedFile {
  readonly key: string
  readonly file: File
  readonly state: 'reading' | 'ready' | 'refused'
  /** 0..1 while reading. */
  readonly progress: number
  readonly summary?: ImportFileSummary
  readonly refusal?: FileRefusal | FeatureRefusal
  /** The column mapping in use (unknown layouts); its header comes from the refusal. */
  readonly mapping?: ColumnMapping
  readonly header?: readonly string[]
  /** The file's first lines, to choose the header row in the mapping. */
  readonly lines?: readonly FileLine[]
  readonly presetId?: string
}

export function importOptionsOf(file: Pick<SelectedFile, 'mapping'>, timeZone: string | undefined): ImportOptions {
  return { ...(timeZone ? { timeZone } : {}), ...(file.mapping ? { mapping: file.mapping } : {}) }
}

export function useCsvFiles(services: ImportServices, timeZone: string | undefined) {
  const [files, setFiles] = useState<readonly SelectedFile[]>([])
  const latest = useRef(files)
  latest.current = files

  const update = useCallback((key: string, change: (file: SelectedFile) => SelectedFile) => {
    setFiles((current) => current.map((file) => (file.key === key ? change(file) : file)))
  }, [])

  const preview = useCallback(
    async (entry: SelectedFile, zone: string | undefined) => {
      const size = checkFileSize(entry.file.size)
      if (!size.ok) {
        update(entry.key, (file) => ({ ...file, state: 'refused', refusal: { code: 'FILE_TOO_LARGE', sizeMb: size.sizeMb, limitMb: size.limitMb } }))
        return
      }
      update(entry.key, (file) => ({ ...file, state: 'reading', progress: 0 }))
      try {
        const outcome = await services.client.preview(entry.file, importOptionsOf(entry, zone), (done, total) =>
          update(entry.key, (file) => ({ ...file, progress: total > 0 ? done / total : 0 })),
        )
        update(entry.key, (file) => {
          if (outcome.ok) return { ...file, state: 'ready', summary: outcome.summary, refusal: undefined }
          const { refusal } = outcome
          const header = 'header' in refusal && refusal.header ? refusal.header : file.header
          const lines = 'lines' in refusal && refusal.lines ? refusal.lines : file.lines
          return { ...file, state: 'refused', summary: undefined, refusal, ...(header ? { header } : {}), ...(lines ? { lines } : {}) }
        })
      } catch (error) {
        const refusal: FileRefusal | FeatureRefusal = error instanceof ImportRefused ? error.refusal : { code: 'READ_FAILED' }
        update(entry.key, (file) => ({ ...file, state: 'refused', refusal }))
      }
    },
    [services, update],
  )

  const add = useCallback(
    (picked: readonly File[]) => {
      const known = new Set(latest.current.map((file) => file.key))
      const added = picked.filter((file) => !known.has(fileKey(file))).map((file): SelectedFile => ({ key: fileKey(file), file, state: 'reading', progress: 0 }))
      if (added.length === 0) return
      setFiles((current) => [...current, ...added])
      // One at a time: the worker is single-threaded anyway, and the first file shows sooner.
      void added.reduce<Promise<void>>((chain, entry) => chain.then(() => preview(entry, timeZone)), Promise.resolve())
    },
    [preview, timeZone],
  )

  const remove = useCallback((key: string) => setFiles((current) => current.filter((file) => file.key !== key)), [])
  const clear = useCallback(() => setFiles([]), [])

  const setMapping = useCallback(
    (key: string, mapping: ColumnMapping, presetId?: string) => {
      const entry = latest.current.find((file) => file.key === key)
      if (!entry) return
      const next = { ...entry, mapping, ...(presetId ? { presetId } : {}) }
      update(key, () => next)
      void preview(next, timeZone)
    },
    [preview, timeZone, update],
  )

  /** A new source time zone changes every time read: preview again. */
  const rereadAll = useCallback(
    (zone: string | undefined) => {
      void latest.current.reduce<Promise<void>>((chain, entry) => chain.then(() => preview(entry, zone)), Promise.resolve())
    },
    [preview],
  )

  return { files, add, remove, clear, setMapping, rereadAll }
}
