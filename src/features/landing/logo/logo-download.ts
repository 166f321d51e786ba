import { logoFileName, logoSvg, svgDataUrl } from './logo-markup'
import type { LogoForm, LogoVariant } from './logo-geometry'

/** PNG exports are drawn this many times larger than the SVG's natural size, sharp on retina and print. */
export const PNG_SCALE = 8

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Revoke on the next tick: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function downloadLogoSvg(variant: LogoVariant, form: LogoForm): void {
  const { markup } = logoSvg(variant, form)
  saveBlob(new Blob([markup], { type: 'image/svg+xml' }), logoFileName(variant, form, 'svg'))
}

/** Renders the SVG onto a canvas and saves it as PNG; all on the device, so it works offline. */
export async function downloadLogoPng(variant: LogoVariant, form: LogoForm): Promise<void> {
  const { markup, width, height } = logoSvg(variant, form)
  const image = new Image()
  image.src = svgDataUrl(markup)
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = width * PNG_SCALE
  canvas.height = height * PNG_SCALE
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas 2D context is not available')
  context.drawImage(image, 0, 0, canvas.width, canvas.height)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  if (!blob) throw new Error('PNG encoding failed')
  saveBlob(blob, logoFileName(variant, form, 'png'))
}
