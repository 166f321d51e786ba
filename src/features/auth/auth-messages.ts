import { t } from '@lingui/core/macro'
import type { AuthFailure } from '../../platform/session/session'
import type { AuthRule } from './auth-validation'

/** docs/product.md section 5's messages, word for word. */
export function authRuleMessage(rule: AuthRule): string {
  switch (rule) {
    case 'EMAIL_INVALID':
      return t`Please enter a valid email address`
    case 'EMAIL_TOO_LONG':
      return t`Email is too long`
    case 'PASSWORD_TOO_SHORT':
      return t`Password must be at least 6 characters`
    case 'PASSWORD_TOO_SHORT_SIGN_UP':
      return t`Password must be at least 12 characters`
    case 'PASSWORD_TOO_LONG':
      return t`Password is too long`
    case 'PASSWORD_NEEDS_UPPERCASE':
      return t`Password must contain at least one uppercase letter`
    case 'PASSWORD_NEEDS_LOWERCASE':
      return t`Password must contain at least one lowercase letter`
    case 'PASSWORD_NEEDS_NUMBER':
      return t`Password must contain at least one number`
    case 'PASSWORD_NEEDS_SPECIAL':
      return t`Password must contain at least one special character`
    case 'PASSWORDS_DONT_MATCH':
      return t`Passwords don't match`
    case 'FULL_NAME_REQUIRED':
      return t`Full name is required`
    case 'FULL_NAME_TOO_LONG':
      return t`Name is too long`
    case 'COUNTRY_REQUIRED':
      return t`Please select your country`
    case 'COUNTRY_TOO_LONG':
      return t`Country name is too long`
    case 'TERMS_REQUIRED':
      return t`You must accept the Terms and Privacy Policy`
    case 'PRIVACY_REQUIRED':
      return t`You must accept the Privacy Policy`
  }
}

export type AuthAction = 'sign-in' | 'sign-up' | 'reset' | 'google' | 'update-password' | 'update-profile'

/** docs/product.md section 8's fallbacks, when the service gives no message. */
function fallbackMessage(action: AuthAction): string {
  switch (action) {
    case 'sign-in':
      return t`Failed to sign in`
    case 'sign-up':
      return t`Failed to sign up`
    case 'reset':
      return t`Failed to send reset email`
    case 'google':
      return t`Failed to sign in with Google`
    case 'update-password':
      return t`Failed to update password`
    case 'update-profile':
      return t`Failed to update your profile`
  }
}

/**
 * What the trader reads when an auth call fails (docs/product.md section 8: "the service's own message, or the
 * fallbacks"). The service's messages the app knows are translated (in English they read exactly as
 * the service says them); an unknown one is shown as the service wrote it.
 */
export function authFailureMessage(failure: AuthFailure, action: AuthAction): string {
  switch (failure.kind) {
    case 'network':
      return t`Network error. Please check your connection`
    case 'server':
      return t`Server error. Please try again later`
    case 'rate-limited':
      return t`Too many attempts. Please wait a moment and try again.`
    case 'unexpected':
      return t`An unexpected error occurred`
    case 'rejected':
      break
  }
  switch (failure.code) {
    case 'invalid_credentials':
      return t`Invalid login credentials`
    case 'user_already_exists':
    case 'email_exists':
      return t`User already registered`
    case 'email_not_confirmed':
      return t`Email not confirmed`
    case 'weak_password':
      return t`Password is too weak. Choose a longer password that is harder to guess.`
    case 'same_password':
      return t`New password should be different from the old password.`
    case 'over_email_send_rate_limit':
    case 'over_request_rate_limit':
      return t`Too many attempts. Please wait a moment and try again.`
    case 'user_banned':
      return t`This account is blocked`
    case 'session_missing':
    case 'session_not_found':
    case 'refresh_token_not_found':
    case 'bad_jwt':
      return t`Your session has ended. Please sign in again.`
  }
  return failure.message.trim() || fallbackMessage(action)
}

/** A redirect error from Google or an email link (`error_code`, `error_description`). */
export function redirectErrorMessage(error: { code: string | null; description: string }): string {
  if (error.code === 'otp_expired') return t`This link is invalid or has expired. Please request a new one.`
  if (error.code === 'access_denied') return t`Failed to sign in with Google`
  return error.description.trim() || t`Failed to sign in`
}
