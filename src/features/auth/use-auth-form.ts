import { useState } from 'react'
import { notify } from '../../ui'
import { authRuleMessage } from './auth-messages'
import type { AuthField, AuthRuleFailure } from './auth-validation'

/** One id for the auth screen's error toasts: a new error replaces the last, so only one shows. */
export const AUTH_ERROR_TOAST_ID = 'auth-error'

/**
 * The first failing rule of a submit: its message as an error toast (docs/product.md section 5) and next to
 * its field (so the trader sees where), nothing else. What was typed stays as it is.
 */
export function useRuleErrors() {
  const [error, setError] = useState<{ field: AuthField; message: string } | null>(null)
  return {
    /** True when the values pass; otherwise shows the first failing rule's message. */
    passes(failure: AuthRuleFailure | null): boolean {
      if (!failure) {
        setError(null)
        // The values pass now: an earlier rule's toast no longer applies.
        notify.dismiss(AUTH_ERROR_TOAST_ID)
        return true
      }
      const message = authRuleMessage(failure.rule)
      setError({ field: failure.field, message })
      notify.error(message, { id: AUTH_ERROR_TOAST_ID })
      return false
    },
    errorOf: (field: AuthField): string | undefined => (error?.field === field ? error.message : undefined),
  }
}

/** A failed call's message as the auth screen's one error toast. */
export function showAuthError(message: string): void {
  notify.error(message, { id: AUTH_ERROR_TOAST_ID })
}
