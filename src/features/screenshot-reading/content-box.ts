export interface PixelBox {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** How far (0-255, any channel) a pixel must differ from the page's background to count as content. */
const CONTENT_DIFFERENCE = 24

/**
 * The part of a screenshot that holds something: every pixel that differs from the page's background
 * (the colour most of the image's border has), plus a margin. A desktop screenshot shows a small card
 * on a wide empty page; the engine sets its black/white threshold over the whole image, and on a dark
 * page a small card's own background then falls on the text's side of it, so the card reads empty.
 * Cut to its content (a dark card's own background may be too close to the page's to count; its text
 * is not), what the threshold separates is the card's background and its text.
 * `pixels` is RGBA, row by row (ImageData). Undefined when the content fills nearly all the image.
 */
export function contentBox(pixels: Uint8ClampedArray, width: number, height: number): PixelBox | undefined {
  const background = borderColour(pixels, width, height)
  let x0 = width
  let y0 = height
  let x1 = -1
  let y1 = -1
  for (let y = 0; y < height; y += 1) {
    let row = y * width * 4
    for (let x = 0; x < width; x += 1, row += 4) {
      if (
        Math.abs(pixels[row]! - background[0]) > CONTENT_DIFFERENCE ||
        Math.abs(pixels[row + 1]! - background[1]) > CONTENT_DIFFERENCE ||
        Math.abs(pixels[row + 2]! - background[2]) > CONTENT_DIFFERENCE
      ) {
        if (x < x0) x0 = x
        if (x > x1) x1 = x
        if (y < y0) y0 = y
        y1 = y
      }
    }
  }
  if (x1 < 0) return undefined
  const margin = Math.round(Math.min(width, height) * 0.02)
  const x = Math.max(0, x0 - margin)
  const y = Math.max(0, y0 - margin)
  const cut = { x, y, width: Math.min(width, x1 + margin + 1) - x, height: Math.min(height, y1 + margin + 1) - y }
  return cut.width * cut.height > 0.8 * width * height ? undefined : cut
}

/** The most frequent colour on the image's edge, each channel rounded to 16 levels. */
function borderColour(pixels: Uint8ClampedArray, width: number, height: number): [number, number, number] {
  const counts = new Map<number, { count: number; sum: [number, number, number] }>()
  const add = (x: number, y: number) => {
    const at = (y * width + x) * 4
    const [r, g, b] = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!]
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4)
    const entry = counts.get(key) ?? { count: 0, sum: [0, 0, 0] }
    entry.count += 1
    entry.sum[0] += r
    entry.sum[1] += g
    entry.sum[2] += b
    counts.set(key, entry)
  }
  for (let x = 0; x < width; x += 1) {
    add(x, 0)
    add(x, height - 1)
  }
  for (let y = 0; y < height; y += 1) {
    add(0, y)
    add(width - 1, y)
  }
  const most = [...counts.values()].sort((a, b) => b.count - a.count)[0]!
  return [most.sum[0] / most.count, most.sum[1] / most.count, most.sum[2] / most.count]
}
