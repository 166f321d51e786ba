/** The public face of prepaint/: what other features import from it. */
export { appFrame, cssFor, entryScript, frameMarkup, hashText, languageSignals, MAX_PREPAINT_TEXT, rootTheme } from './frame-markup'
export { prepaintedRoute } from './prepainted-route'
