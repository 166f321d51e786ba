/** The public face of auth/: what other features import from it. */
export { authFailureMessage, authRuleMessage } from './auth-messages'
export { fullNameRule, NAME_MAX_LENGTH } from './auth-validation'
