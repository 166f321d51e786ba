export * from './note-tree'
export { parseNotes } from './parse-notes'
export { parseInline } from './parse-inline'
export { safeHref, isSafeHref } from './safe-href'
