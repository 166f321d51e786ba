/**
 * What an OCR engine recognised on a screenshot, reduced to what the parsers need: each line with
 * its words, their boxes in image pixels and the engine's confidence (0-100). Kept free of any
 * engine's types so the parsers are tested on plain data.
 */
export interface TextBox {
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
}

export interface RecognisedWord {
  readonly text: string
  readonly confidence: number
  readonly box: TextBox
}

export interface RecognisedLine {
  readonly words: readonly RecognisedWord[]
  readonly box: TextBox
}

export interface RecognisedPage {
  readonly lines: readonly RecognisedLine[]
}

export function unionBox(boxes: readonly TextBox[]): TextBox {
  return {
    x0: Math.min(...boxes.map((box) => box.x0)),
    y0: Math.min(...boxes.map((box) => box.y0)),
    x1: Math.max(...boxes.map((box) => box.x1)),
    y1: Math.max(...boxes.map((box) => box.y1)),
  }
}
