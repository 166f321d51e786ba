import { useEffect, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useSession, useSessionController } from '../../platform/session/use-session'
import { redirectErrorMessage } from './auth-messages'
import { DeviceOnlyStart } from './device-only-start'
import { NewPasswordForm } from './new-password-form'
import { ResetForm } from './reset-form'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'
import { useAuthActions } from './use-auth-actions'
import { showAuthError } from './use-auth-form'
import * as styles from './auth-screen.css'

const route = getRouteApi('/auth')

type Mode = 'sign-in' | 'sign-up' | 'reset'

/**
 * /auth (docs/product.md, "Auth screen"): sign in, sign up and reset password with an account, or a journal
 * kept on this device only. After a password-recovery link it asks for the new password.
 */
export function AuthScreen() {
  const { redirect } = route.useSearch()
  const controller = useSessionController()
  const state = useSession()
  const actions = useAuthActions(redirect)
  const session = state.status === 'signed-in' ? state.session : null
  const [mode, setMode] = useState<Mode>('sign-in')
  // Shared by the three modes, so switching between them keeps what was typed.
  const [email, setEmail] = useState(() => (session?.signInRequired ? (session.email ?? '') : ''))

  useEffect(() => {
    // Google or an email link came back with an error: say so once, here.
    const error = controller.takeRedirectError()
    if (error) showAuthError(redirectErrorMessage(error))
  }, [controller])

  const recovering = session?.kind === 'remote' && session.passwordRecovery === true
  const busy = actions.busy !== null

  return (
    <main className={styles.page}>
      <Link to="/" className={styles.back}>
        <Trans>← Back to home</Trans>
      </Link>
      {actions.hasAccounts ? (
        <section className={styles.card} aria-labelledby="auth-title">
          {recovering ? (
            <NewPasswordForm actions={actions} email={session.email} />
          ) : mode === 'sign-up' ? (
            <SignUpForm actions={actions} email={email} onEmailChange={setEmail} onSignIn={() => setMode('sign-in')} />
          ) : mode === 'reset' ? (
            <ResetForm actions={actions} email={email} onEmailChange={setEmail} onBack={() => setMode('sign-in')} />
          ) : (
            <SignInForm actions={actions} email={email} onEmailChange={setEmail} onForgotPassword={() => setMode('reset')} onSignUp={() => setMode('sign-up')} />
          )}
        </section>
      ) : null}
      {recovering ? null : <DeviceOnlyStart redirect={redirect} disabled={busy} />}
    </main>
  )
}
