import type { RecognisedLine, RecognisedPage } from '../../domain/screenshot-reading'
import { READER_BASE, READER_LANGUAGE } from './reader-files'

/** What the reader reports while it loads or reads: a stage and its fraction done (0-1). */
export interface ReaderProgress {
  readonly stage: 'loading' | 'reading'
  readonly fraction: number
}

export interface ScreenReader {
  /** The text and layout recognised on one image; throws when the image cannot be decoded. */
  readonly read: (image: Blob) => Promise<RecognisedPage>
}

type ProgressListener = (progress: ReaderProgress) => void

let reader: Promise<ScreenReader> | undefined
const listeners = new Set<ProgressListener>()

/**
 * The screen reader, loaded once per page: tesseract.js (dynamically imported: never in a route's
 * first screen), whose Web Worker loads the WebAssembly core and the language data, all from this
 * origin (/ocr/). A failed load is forgotten so the next attempt starts afresh.
 */
export function loadScreenReader(onProgress?: ProgressListener): Promise<ScreenReader> {
  if (onProgress) listeners.add(onProgress)
  reader ??= createReader().catch((error: unknown) => {
    reader = undefined
    throw error
  })
  return reader
}

export function stopListening(onProgress: ProgressListener): void {
  listeners.delete(onProgress)
}

const emit = (progress: ReaderProgress) => listeners.forEach((listener) => listener(progress))

async function createReader(): Promise<ScreenReader> {
  emit({ stage: 'loading', fraction: 0 })
  const { createWorker, OEM, PSM } = await import('tesseract.js')
  const worker = await createWorker(READER_LANGUAGE, OEM.LSTM_ONLY, {
    workerPath: `${READER_BASE}worker.min.js`,
    corePath: READER_BASE,
    langPath: `${READER_BASE}lang`,
    // The worker script is loaded from its URL (not a blob) so the service worker serves it offline.
    workerBlobURL: false,
    // The service worker's cache holds the language data; no second copy in IndexedDB.
    cacheMethod: 'none',
    gzip: true,
    logger: (message) => {
      const loading = message.status !== 'recognizing text'
      emit({ stage: loading ? 'loading' : 'reading', fraction: loading ? loadingFraction(message.status, message.progress) : message.progress })
    },
  })
  // Cards scatter short texts over the image; sparse-text segmentation finds them all.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '144' })
  emit({ stage: 'loading', fraction: 1 })
  return {
    read: async (image) => {
      const prepared = await prepareImage(image)
      const { data } = await worker.recognize(prepared, {}, { blocks: true, text: false })
      return toRecognisedPage(data.blocks ?? [])
    },
  }
}

const LOADING_STAGES = ['loading tesseract core', 'loading language traineddata', 'initializing api']
function loadingFraction(status: string, progress: number): number {
  const index = LOADING_STAGES.indexOf(status)
  return index < 0 ? 0 : (index + progress) / LOADING_STAGES.length
}

/** Small images are enlarged: the engine reads text best when letters are about 30 px tall. */
const MIN_WIDTH = 1000

async function prepareImage(image: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(image) // throws on a corrupt or non-image file
  try {
    if (bitmap.width >= MIN_WIDTH) return image
    const scale = Math.min(3, MIN_WIDTH / bitmap.width)
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale))
    const context = canvas.getContext('2d')
    if (!context) return image
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    return await canvas.convertToBlob({ type: 'image/png' })
  } finally {
    bitmap.close()
  }
}

interface TesseractBlock {
  readonly paragraphs: readonly { readonly lines: readonly { readonly words: readonly { text: string; confidence: number; bbox: RecognisedLine['box'] }[]; bbox: RecognisedLine['box'] }[] }[]
}

function toRecognisedPage(blocks: readonly TesseractBlock[]): RecognisedPage {
  const lines = blocks.flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
  return {
    lines: lines
      .map((line) => ({
        box: line.bbox,
        words: line.words.filter((word) => word.text.trim() !== '').map((word) => ({ text: word.text.trim(), confidence: word.confidence, box: word.bbox })),
      }))
      .filter((line) => line.words.length > 0),
  }
}
