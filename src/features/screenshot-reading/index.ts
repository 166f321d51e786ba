/** The public face of screenshot-reading/: what other features import from it. */
export { ScreenReaderCard } from './screen-reader-card'
export { type ScreenshotDraft } from './use-screenshot-drafts'
