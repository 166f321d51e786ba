/** Longest edge of the compressed copy shown in lists and the gallery; the original keeps its size. */
export const DISPLAY_MAX_EDGE = 1600

export interface Size {
  readonly width: number
  readonly height: number
}

/**
 * The size of the display copy: scaled down (never up) so the longer edge fits `maxEdge`, keeping the
 * aspect ratio, at least 1 x 1. Non-finite or non-positive input gives null (nothing to draw).
 */
export function displaySizeFor(original: Size, maxEdge: number = DISPLAY_MAX_EDGE): Size | null {
  const { width, height } = original
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) return null
  const scale = Math.min(1, maxEdge / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}
