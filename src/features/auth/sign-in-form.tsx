import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox } from '../../ui'
import { AuthTextField } from './auth-text-field'
import { validateSignIn } from './auth-validation'
import { GoogleButton } from './google-button'
import { useGoogleSignInOffered } from './google-availability'
import type { AuthActions } from './use-auth-actions'
import { useRuleErrors } from './use-auth-form'
import * as styles from './auth-screen.css'

export interface SignInFormProps {
  actions: AuthActions
  email: string
  onEmailChange: (email: string) => void
  onForgotPassword: () => void
  onSignUp: () => void
}

/** docs/product.md, "Sign in ('Welcome Back')": email, password, 'Keep me logged in' (on), 'Forgot password?', Google. */
export function SignInForm({ actions, email, onEmailChange, onForgotPassword, onSignUp }: SignInFormProps) {
  const { t } = useLingui()
  const googleOffered = useGoogleSignInOffered()
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(true)
  const rules = useRuleErrors()
  const busy = actions.busy !== null

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !rules.passes(validateSignIn({ email, password }))) return
    void actions.signIn({ email, password, rememberMe })
  }

  return (
    <>
      <header className={styles.header}>
        <h1 id="auth-title" className={styles.title}>
          <Trans>Welcome Back</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Sign in to sync your journal across your devices.</Trans>
        </p>
      </header>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="auth-title">
        <AuthTextField label={t`Email`} type="email" name="email" autoComplete="email" required value={email} onValueChange={onEmailChange} error={rules.errorOf('email')} />
        <AuthTextField
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          error={rules.errorOf('password')}
        />
        <div className={styles.row}>
          <Checkbox label={t`Keep me logged in`} checked={rememberMe} onCheckedChange={setRememberMe} name="rememberMe" />
          <button type="button" className={styles.linkButton} onClick={onForgotPassword} disabled={busy}>
            <Trans>Forgot password?</Trans>
          </button>
        </div>
        <Button type="submit" fullWidth loading={actions.busy === 'submit'} loadingText={t`Loading...`} disabled={busy}>
          <Trans>Sign In</Trans>
        </Button>
      </form>
      {googleOffered ? (
        <>
          <div className={styles.divider}>
            <Trans>or</Trans>
          </div>
          <GoogleButton busy={actions.busy === 'google'} disabled={busy} onClick={() => void actions.google(rememberMe)} />
        </>
      ) : null}
      <p className={styles.switchLine}>
        <Trans>Don't have an account?</Trans>{' '}
        <button type="button" className={styles.linkButton} onClick={onSignUp} disabled={busy}>
          <Trans>Sign Up</Trans>
        </button>
      </p>
    </>
  )
}
