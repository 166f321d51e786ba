import { describe, expect, it } from 'vitest'
import { contentBox } from '../../../src/features/screenshot-reading/content-box'

/** An RGBA image of one colour with a rectangle of another painted on it. */
function image(width: number, height: number, page: [number, number, number], card?: { x: number; y: number; width: number; height: number; colour: [number, number, number] }) {
  const pixels = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const inCard = card && x >= card.x && x < card.x + card.width && y >= card.y && y < card.y + card.height
      pixels.set([...(inCard ? card.colour : page), 255], (y * width + x) * 4)
    }
  return pixels
}

describe('contentBox', () => {
  it('cuts the light text of a small card out of a wide dark page, with a margin', () => {
    const pixels = image(400, 250, [11, 14, 17], { x: 5, y: 5, width: 150, height: 100, colour: [234, 236, 239] })
    expect(contentBox(pixels, 400, 250)).toEqual({ x: 0, y: 0, width: 160, height: 110 })
  })

  it('keeps a screenshot whose content fills it', () => {
    const pixels = image(200, 400, [245, 245, 245], { x: 4, y: 4, width: 192, height: 392, colour: [255, 255, 255] })
    expect(contentBox(pixels, 200, 400)).toBeUndefined()
  })

  it('finds nothing on a blank image', () => {
    expect(contentBox(image(50, 50, [0, 0, 0]), 50, 50)).toBeUndefined()
  })

  it('ignores differences as small as compression noise', () => {
    const pixels = image(300, 300, [11, 14, 17], { x: 100, y: 100, width: 50, height: 50, colour: [25, 28, 31] })
    expect(contentBox(pixels, 300, 300)).toBeUndefined()
  })
})
