import type { ReactNode } from 'react'
import type { PictureParts } from './opening-picture'

/**
 * A part of the dashboard picture drawn in place of a loading state: inert (nothing acts before the
 * live dashboard does) and marked busy. `children` when there is no picture.
 */
export function PicturePart({ parts, part, children = null }: { readonly parts: PictureParts | undefined; readonly part: keyof PictureParts; readonly children?: ReactNode }) {
  if (!parts) return children
  // display: contents, so the markup lays out as the live screen's own would.
  return <div style={{ display: 'contents' }} aria-busy="true" inert dangerouslySetInnerHTML={{ __html: parts[part] }} />
}
