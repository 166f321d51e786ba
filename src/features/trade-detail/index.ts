/** The public face of trade-detail/: what other features import from it. */
export { sideLabel } from './trade-messages'
