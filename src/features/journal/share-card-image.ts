import { type CardLayout, cardFont } from './share-card-layout'

/**
 * Draws a laid-out card (share-card-layout.ts) on a canvas and encodes it as PNG. Rejects where a
 * canvas cannot be had or encoded; the caller then shares the text card.
 */
export async function drawShareCard(layout: CardLayout): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = layout.width
  canvas.height = layout.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas')
  context.fillStyle = layout.background
  context.fillRect(0, 0, layout.width, layout.height)
  const { panel } = layout
  context.fillStyle = panel.colour
  context.beginPath()
  context.roundRect(panel.x, panel.y, panel.width, panel.height, panel.radius)
  context.fill()
  context.textBaseline = 'alphabetic'
  for (const text of layout.texts) {
    context.font = cardFont(text)
    context.fillStyle = text.colour
    context.textAlign = text.align
    context.fillText(text.text, text.x, text.y, text.maxWidth)
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'))
}
