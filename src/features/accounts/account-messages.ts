import { t } from '@lingui/core/macro'
import type { AccountKind } from '../../domain'
import type { AmountProblem } from './amount-text'
import { type AccountFormField, type AccountFormProblem, MAX_ACCOUNT_NAME_LENGTH, MAX_EXCHANGE_LENGTH } from './account-form-values'

/** Call while rendering, so a language switch re-translates. */
export function accountKindLabel(kind: AccountKind): string {
  switch (kind) {
    case 'exchange':
      return t`Exchange sub-account`
    case 'propChallenge':
      return t`Prop challenge`
    case 'paper':
      return t`Paper account`
    case 'wallet':
      return t`Wallet`
    case 'other':
      return t`Other`
  }
}

/** The message under a money field (initial capital, breakeven band) for one refusal. */
export function amountMessage(problem: AmountProblem, field: 'initialCapital' | 'breakevenBand'): string {
  switch (problem) {
    case 'REQUIRED':
      return field === 'initialCapital' ? t`Enter the initial capital, 0 or more` : t`Enter the breakeven band, 0 or more`
    case 'NOT_A_NUMBER':
      return t`Enter a number`
    case 'EXPONENT_NOT_ALLOWED':
      return t`Write the number in full, without an exponent`
    case 'TOO_MANY_DECIMALS':
      return t`Use at most 18 decimals`
    case 'MUST_NOT_BE_NEGATIVE':
      return field === 'initialCapital' ? t`Initial capital cannot be negative` : t`The breakeven band cannot be negative`
    case 'THOUSANDS_SEPARATOR':
      return t`Write the amount without thousands separators, e.g. 10000`
  }
}

export function accountFormMessage(problem: AccountFormProblem, field: AccountFormField): string {
  switch (problem) {
    case 'REQUIRED':
      if (field === 'name') return t`Enter a name for the account`
      if (field === 'otherExchange') return t`Enter the exchange's name`
      return amountMessage(problem, 'initialCapital')
    case 'TOO_LONG':
      return field === 'name' ? t`Use at most ${MAX_ACCOUNT_NAME_LENGTH} characters` : t`Use at most ${MAX_EXCHANGE_LENGTH} characters`
    case 'DUPLICATE':
      return t`An account with this name already exists`
    case 'INVALID_KIND':
      return t`Choose the kind of account`
    case 'INVALID_CURRENCY':
      return t`Choose the base currency`
    default:
      return amountMessage(problem, 'initialCapital')
  }
}
