/** The public face of help/: what other features import from it. */
export { matchesSearch } from './guide/search-text'
