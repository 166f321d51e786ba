import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useSessionController } from '../../platform/session/use-session'
import type { AuthOutcome } from '../../platform/session/session'
import { notify } from '../../ui'
import { type AuthAction, authFailureMessage } from './auth-messages'
import { normalizeEmail, signUpMetadata, type SignUpValues } from './auth-validation'
import { showAuthError } from './use-auth-form'

export type AuthBusy = 'submit' | 'google' | null

/**
 * The auth screen's calls (docs/product.md section 7) with their toasts (section 8) and navigation (section 4):
 * busy while a call runs, /dashboard (or the page first asked for) after signing in, no navigation on
 * an error, 'An unexpected error occurred' for anything thrown.
 */
export function useAuthActions(redirect: string | undefined) {
  const { t } = useLingui()
  const controller = useSessionController()
  const navigate = useNavigate()
  const [busy, setBusy] = useState<AuthBusy>(null)
  const origin = window.location.origin
  const afterSignIn = () => navigate({ to: redirect ?? '/dashboard', replace: true })

  async function run<T>(kind: Exclude<AuthBusy, null>, action: AuthAction, call: () => Promise<AuthOutcome<T>>): Promise<T | undefined> {
    setBusy(kind)
    try {
      const result = await call()
      if (result.ok) return result.value
      showAuthError(authFailureMessage(result.failure, action))
    } catch {
      showAuthError(t`An unexpected error occurred`)
    } finally {
      setBusy(null)
    }
    return undefined
  }

  return {
    busy,
    hasAccounts: controller.hasAccounts,

    async signIn(values: { email: string; password: string; rememberMe: boolean }): Promise<void> {
      // Signing in again over a session the server refused: the journal stayed and kept working.
      const state = controller.getState()
      const returning = state.status === 'signed-in' && state.session.signInRequired
      const session = await run('submit', 'sign-in', () => controller.signInWithPassword({ ...values, email: normalizeEmail(values.email) }))
      if (!session) return
      notify.success(returning ? t`Welcome back!` : t`Successfully logged in`)
      await afterSignIn()
    },

    /** Resolves true when the account exists (signed in, or waiting for its email confirmation). */
    async signUp(values: SignUpValues): Promise<boolean> {
      const outcome = await run('submit', 'sign-up', async () => {
        const result = await controller.signUp({
          email: normalizeEmail(values.email),
          password: values.password,
          data: signUpMetadata(values, new Date()),
          emailRedirectTo: `${origin}/dashboard`,
        })
        return result.ok ? { ok: true as const, value: { session: result.value } } : result
      })
      if (!outcome) return false
      notify.success(t`Account created successfully!`)
      if (outcome.session) await afterSignIn()
      else notify.info(t`Check your email to confirm your account, then sign in.`, { duration: 8000 })
      return true
    },

    async requestReset(email: string): Promise<boolean> {
      const sent = await run('submit', 'reset', async () => {
        const result = await controller.requestPasswordReset(normalizeEmail(email), `${origin}/auth`)
        return result.ok ? { ok: true as const, value: true } : result
      })
      if (!sent) return false
      notify.success(t`Password reset email sent! Check your inbox.`)
      return true
    },

    /** docs/product.md section 4: Google sign-in keeps the busy state unless it fails (the page is leaving). */
    async google(rememberMe: boolean): Promise<void> {
      setBusy('google')
      try {
        const result = await controller.googleSignInUrl(`${origin}/dashboard`, rememberMe)
        if (result.ok) {
          window.location.assign(result.value)
          return
        }
        showAuthError(authFailureMessage(result.failure, 'google'))
      } catch {
        showAuthError(t`An unexpected error occurred`)
      }
      setBusy(null)
    },

    async updatePassword(password: string): Promise<void> {
      const done = await run('submit', 'update-password', async () => {
        const result = await controller.updatePassword(password)
        return result.ok ? { ok: true as const, value: true } : result
      })
      if (!done) return
      notify.success(t`Password updated successfully`)
      await navigate({ to: '/dashboard', replace: true })
    },
  }
}

export type AuthActions = ReturnType<typeof useAuthActions>
