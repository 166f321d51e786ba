import type { RecognisedLine, RecognisedPage } from '../../domain/screenshot-reading'
import { contentBox, type PixelBox } from './content-box'
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

/**
 * The engine reads text best when letters are about 30 px tall. A phone screenshot (portrait, taken
 * at 2-3 device pixels per CSS pixel) has them about that size once it is at least 1000 px wide; a
 * desktop screenshot (landscape, often one device pixel per CSS pixel) has them two to three times
 * smaller, so it is read at twice its size (bench: desktop field accuracy 64 % before, phone 97 %).
 */
const MIN_PORTRAIT_WIDTH = 1000
const MAX_SIDE = 4096

export function readingScale(width: number, height: number): number {
  const wanted = width > height ? 2 : Math.max(1, MIN_PORTRAIT_WIDTH / width)
  return Math.min(wanted, MAX_SIDE / Math.max(width, height), 3)
}

async function prepareImage(image: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(image) // throws on a corrupt or non-image file
  try {
    const scale = readingScale(bitmap.width, bitmap.height)
    const source = new OffscreenCanvas(bitmap.width, bitmap.height)
    const sourceContext = source.getContext('2d', { willReadFrequently: true })
    if (!sourceContext) return image
    sourceContext.drawImage(bitmap, 0, 0)
    const pixels = sourceContext.getImageData(0, 0, bitmap.width, bitmap.height).data
    const box = contentBox(pixels, bitmap.width, bitmap.height) ?? { x: 0, y: 0, width: bitmap.width, height: bitmap.height }
    const dark = isDark(pixels, bitmap.width, box)
    if (scale <= 1 && !dark && box.width === bitmap.width && box.height === bitmap.height) return image
    const canvas = new OffscreenCanvas(Math.round(box.width * scale), Math.round(box.height * scale))
    const context = canvas.getContext('2d')
    if (!context) return image
    context.imageSmoothingQuality = 'high'
    // Light text on a dark theme is read as dark on light: the engine misses much of it otherwise.
    // A desktop screenshot is cut to its content first (content-box.ts; bench: dark desktop cards
    // went from reading empty to 99 % of fields right).
    if (dark) context.filter = 'invert(1)'
    context.drawImage(bitmap, box.x, box.y, box.width, box.height, 0, 0, canvas.width, canvas.height)
    return await canvas.convertToBlob({ type: 'image/png' })
  } finally {
    bitmap.close()
  }
}

/** Mean brightness of the content below one half: a dark theme. Every 7th pixel is enough. */
function isDark(pixels: Uint8ClampedArray, width: number, box: PixelBox): boolean {
  let sum = 0
  let count = 0
  for (let y = box.y; y < box.y + box.height; y += 7) {
    for (let x = box.x; x < box.x + box.width; x += 7) {
      const at = (y * width + x) * 4
      sum += 0.299 * pixels[at]! + 0.587 * pixels[at + 1]! + 0.114 * pixels[at + 2]!
      count += 1
    }
  }
  return count > 0 && sum / count < 128
}

interface TesseractBlock {
  readonly paragraphs: readonly {
    readonly lines: readonly { readonly words: readonly { text: string; confidence: number; bbox: RecognisedLine['box'] }[]; bbox: RecognisedLine['box'] }[]
  }[]
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
