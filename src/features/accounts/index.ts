/**
 * Accounts (/accounts) and the account filter every screen shares. Other features use
 * `AccountFilter` and `useAccountFilter()`; routes spread `accountSearchEntries` into their search
 * schema so `?account=` is typed there.
 */
export { AccountsScreen } from './accounts-screen'
export { AccountFilter, type AccountFilterProps } from './account-filter'
export { useAccountFilter, type AccountFilterState } from './use-account-filter'
export { ACCOUNT_SEARCH_PARAM, accountSearchEntries, selectedAccountId } from './account-search'
export { summariseAccounts, type AccountSummary, type AssetAmount } from './account-summary'
export { useAccountSummaries } from './use-account-summaries'
export { accountKindLabel } from './account-messages'
export { SelectField, type SelectFieldProps, type SelectFieldOption } from './select-field'
