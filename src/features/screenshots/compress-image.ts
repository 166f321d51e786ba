import { displaySizeFor, type Size } from '../../domain/files'

export interface DecodedImage {
  readonly width: number
  readonly height: number
  /** Smaller copy for thumbnails and the gallery; absent when it would not be smaller than the original. */
  readonly display?: Blob
}

const QUALITY = 0.82

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D

async function encode(bitmap: ImageBitmap, size: Size, type: 'image/webp' | 'image/jpeg'): Promise<Blob | null> {
  const draw = (context: Canvas2D | null) => {
    if (!context) return false
    // JPEG has no transparency: a transparent PNG would turn black without a background.
    if (type === 'image/jpeg') {
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, size.width, size.height)
    }
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    return true
  }
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height)
    if (!draw(canvas.getContext('2d'))) return null
    return canvas.convertToBlob({ type, quality: QUALITY })
  }
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  if (!draw(canvas.getContext('2d'))) return null
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY))
}

/**
 * Decodes an image in the browser (which proves it is one) and makes the display copy: at most
 * 1600 px on the long edge, WebP where the browser can encode it (Safari cannot and hands back PNG),
 * else JPEG. Throws when the bytes cannot be decoded.
 */
export async function decodeAndCompress(original: Blob): Promise<DecodedImage> {
  const bitmap = await createImageBitmap(original)
  try {
    const { width, height } = bitmap
    const target = displaySizeFor({ width, height })
    if (!target) throw new Error('The image has no pixels')
    let display: Blob | null = null
    for (const type of ['image/webp', 'image/jpeg'] as const) {
      const blob = await encode(bitmap, target, type).catch(() => null)
      if (blob && blob.type === type) {
        display = blob
        break
      }
    }
    return { width, height, ...(display && display.size < original.size ? { display } : {}) }
  } finally {
    bitmap.close()
  }
}
