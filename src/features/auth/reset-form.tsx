import type { FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui'
import { AuthTextField } from './auth-text-field'
import { validateReset } from './auth-validation'
import type { AuthActions } from './use-auth-actions'
import { useRuleErrors } from './use-auth-form'
import * as styles from './auth-screen.css'

export interface ResetFormProps {
  actions: AuthActions
  email: string
  onEmailChange: (email: string) => void
  /** 'Back to Sign In', and after a successful send (which clears the email, docs/product.md section 4). */
  onBack: () => void
}

/** docs/product.md, "Reset password": email only, 'Send Reset Link', 'Back to Sign In'. */
export function ResetForm({ actions, email, onEmailChange, onBack }: ResetFormProps) {
  const { t } = useLingui()
  const rules = useRuleErrors()
  const busy = actions.busy !== null

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !rules.passes(validateReset({ email }))) return
    if (await actions.requestReset(email)) {
      onEmailChange('')
      onBack()
    }
  }

  return (
    <>
      <header className={styles.header}>
        <h1 id="auth-title" className={styles.title}>
          <Trans>Reset Password</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Enter your email and we'll send you a link to set a new password.</Trans>
        </p>
      </header>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="auth-title">
        <AuthTextField label={t`Email`} type="email" name="email" autoComplete="email" required value={email} onValueChange={onEmailChange} error={rules.errorOf('email')} />
        <Button type="submit" fullWidth loading={actions.busy === 'submit'} loadingText={t`Loading...`} disabled={busy}>
          <Trans>Send Reset Link</Trans>
        </Button>
        <Button type="button" variant="ghost" fullWidth onClick={onBack} disabled={busy}>
          <Trans>Back to Sign In</Trans>
        </Button>
      </form>
    </>
  )
}
