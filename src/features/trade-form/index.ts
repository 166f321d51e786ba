/** The public face of trade-form/: what other features import from it. */
export { tradeFormErrorMessage } from './error-messages'
export { DecimalField } from './form-fields'
export { toLocalDateTimeInput } from './local-date-time'
export { TradeForm } from './trade-form'
export { type TradeFormField, type TradeFormValues, tradeToFormValues } from './trade-form-values'
