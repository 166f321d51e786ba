import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui'
import { AuthTextField } from './auth-text-field'
import { SIGN_UP_PASSWORD_MIN_LENGTH, validateNewPassword } from './auth-validation'
import type { AuthActions } from './use-auth-actions'
import { useRuleErrors } from './use-auth-form'
import * as styles from './auth-screen.css'

/**
 * After a password-reset link: the trader is signed in by the link and chooses a new password (the
 * sign-up strength rules apply).
 */
export function NewPasswordForm({ actions, email }: { actions: AuthActions; email?: string }) {
  const { t } = useLingui()
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const rules = useRuleErrors()
  const busy = actions.busy !== null

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !rules.passes(validateNewPassword({ password, confirmPassword }))) return
    void actions.updatePassword(password)
  }

  return (
    <>
      <header className={styles.header}>
        <h1 id="auth-title" className={styles.title}>
          <Trans>Set a new password</Trans>
        </h1>
        {email ? (
          <p className={styles.lead}>
            <Trans>For {email}</Trans>
          </p>
        ) : null}
      </header>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="auth-title">
        <AuthTextField
          label={t`New password`}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={SIGN_UP_PASSWORD_MIN_LENGTH}
          value={password}
          onValueChange={setPassword}
          error={rules.errorOf('password')}
        />
        <AuthTextField
          label={t`Confirm new password`}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          minLength={SIGN_UP_PASSWORD_MIN_LENGTH}
          value={confirmPassword}
          onValueChange={setConfirmPassword}
          error={rules.errorOf('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={actions.busy === 'submit'} loadingText={t`Loading...`} disabled={busy}>
          <Trans>Update Password</Trans>
        </Button>
      </form>
    </>
  )
}
