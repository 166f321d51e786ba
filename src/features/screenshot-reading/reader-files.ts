// The screen reader's files, served from the app's own origin under /ocr/ (never a CDN: reading
// works offline and no image or text leaves the device). Copied from node_modules at build time by
// vite-plugins/screen-reader-files.ts; cached by the service worker the first time they are used.

export const READER_BASE = '/ocr/'
export const READER_CACHE = 'screen-reader'
/** Language data: English only. Labels in Spanish and Portuguese are plain Latin words the English model reads (accents are dropped before matching anyway); see the bench figures. */
export const READER_LANGUAGE = 'eng'

/** Each file: where it is served and where the build takes it from. */
export const READER_FILES: readonly { readonly name: string; readonly from: string }[] = [
  { name: 'worker.min.js', from: 'tesseract.js/dist/worker.min.js' },
  // tesseract.js picks one of these by the device's WebAssembly features (LSTM-only engine).
  { name: 'tesseract-core-lstm.wasm.js', from: 'tesseract.js-core/tesseract-core-lstm.wasm.js' },
  { name: 'tesseract-core-simd-lstm.wasm.js', from: 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js' },
  { name: 'tesseract-core-relaxedsimd-lstm.wasm.js', from: 'tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js' },
  { name: `lang/${READER_LANGUAGE}.traineddata.gz`, from: `@tesseract.js-data/${READER_LANGUAGE}/4.0.0_best_int/${READER_LANGUAGE}.traineddata.gz` },
]
