/** The public face of imports/: what other features import from it. */
export { defaultImportAccount, NEW_ACCOUNT } from './import-account'
export { exportTypeLabel, importStatusLabel } from './import-name-messages'
