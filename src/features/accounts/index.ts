/**
 * Accounts (/accounts) and the account filter every screen shares. Other features use
 * `AccountFilter` and `useAccountFilter()`; routes spread `accountSearchEntries` into their search
 * schema so `?account=` is typed there.
 */

export { AccountFilter, type AccountFilterProps } from './account-filter'
export { useAccountFilter, type AccountFilterState } from './use-account-filter'

export { type AccountSummary, type AssetAmount } from './account-summary'

export { MAX_EXCHANGE_LENGTH, OTHER_EXCHANGE } from './account-form-values'
export { amountMessage } from './account-messages'
export { accountSearchEntries } from './account-search'
export { type AmountProblem, readAmount } from './amount-text'
