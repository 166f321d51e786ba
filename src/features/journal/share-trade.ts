import { drawShareCard } from './share-card-image'
import { layoutShareCard } from './share-card-layout'
import { type ShareCardFields, shareCardText } from './share-card'

/** How a trade was shared, for the toast that follows. */
export type ShareOutcome = 'shared-image' | 'shared-text' | 'copied-image' | 'copied-text' | 'cancelled' | 'failed'

const APP_NAME = 'Trading Journal'

/** A file name from the symbol, safe on every platform. */
export const cardFileName = (symbol: string) => `${symbol.replace(/[^A-Za-z0-9_-]+/g, '-') || 'trade'}-trade.png`

async function cardFile(fields: ShareCardFields): Promise<File | undefined> {
  try {
    const blob = await drawShareCard(layoutShareCard(fields, APP_NAME))
    return new File([blob], cardFileName(fields.symbol), { type: 'image/png' })
  } catch {
    // No canvas (or no PNG encoder): the text card still goes.
    return undefined
  }
}

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError'

/**
 * Shares a trade: the image card (with the text card beside it as its description) through the Web
 * Share API where files can be shared; else the text card through it; else copies the image (where
 * the clipboard takes images), else the text. Under blur-sensitive-data neither carries an amount.
 */
export async function shareTrade(fields: ShareCardFields): Promise<ShareOutcome> {
  const text = shareCardText(fields)
  const file = await cardFile(fields)
  if (typeof navigator.share === 'function') {
    const data: ShareData = { title: fields.symbol, text }
    const withFile = file && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] }) ? { ...data, files: [file] } : undefined
    try {
      await navigator.share(withFile ?? data)
      return withFile ? 'shared-image' : 'shared-text'
    } catch (error) {
      // The trader closed the share sheet: nothing to say. Other failures fall back to copying.
      if (isAbort(error)) return 'cancelled'
    }
  }
  if (file && typeof ClipboardItem === 'function' && typeof navigator.clipboard?.write === 'function') {
    try {
      await navigator.clipboard.write([new ClipboardItem({ [file.type]: file, 'text/plain': new Blob([text], { type: 'text/plain' }) })])
      return 'copied-image'
    } catch {
      // Some browsers take only one kind, or no images: the text alone below.
    }
  }
  try {
    await navigator.clipboard.writeText(text)
    return 'copied-text'
  } catch {
    return 'failed'
  }
}
