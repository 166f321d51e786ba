import type { RecognisedLine, RecognisedPage } from '../../../src/domain/screenshot-reading'

/**
 * A recognised page written as a layout: each row is its top y and its words at their x, each word
 * as wide as its characters (12 px each) and `height` tall, as tesseract reports them.
 */
export type Placed = readonly [x: number, text: string, confidence?: number]

export function row(y: number, words: readonly Placed[], height = 20): RecognisedLine {
  const placed = words.flatMap(([x, text, confidence = 93]) => {
    // A phrase at one x is split into words 12 px per character apart, as the engine splits it.
    let at = x
    return text.split(' ').map((part) => {
      const box = { x0: at, y0: y, x1: at + part.length * 12, y1: y + height }
      at = box.x1 + 12
      return { text: part, confidence, box }
    })
  })
  return {
    words: placed,
    box: { x0: Math.min(...placed.map((w) => w.box.x0)), y0: y, x1: Math.max(...placed.map((w) => w.box.x1)), y1: y + height },
  }
}

export const page = (...lines: RecognisedLine[]): RecognisedPage => ({ lines })
