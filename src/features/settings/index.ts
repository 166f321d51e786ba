/** The public face of settings/: what other features import from it. */
export { timeZoneChoices } from './trading-form-values'
