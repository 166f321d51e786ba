import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox } from '../../ui'
import { AuthTextField } from './auth-text-field'
import { SIGN_UP_PASSWORD_MIN_LENGTH, type SignUpValues, validateSignUp } from './auth-validation'
import { GoogleButton } from './google-button'
import { useGoogleSignInOffered } from './google-availability'
import type { AuthActions } from './use-auth-actions'
import { useRuleErrors } from './use-auth-form'
import * as styles from './auth-screen.css'

export interface SignUpFormProps {
  actions: AuthActions
  email: string
  onEmailChange: (email: string) => void
  onSignIn: () => void
}

type OwnValues = Omit<SignUpValues, 'email'>

const EMPTY: OwnValues = {
  fullName: '',
  country: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
  privacyAccepted: false,
  marketingConsent: false,
}

/**
 * docs/product.md, "Sign up ('Create Account')": full name, country (free text), email, password, confirm
 * password, the three consent checkboxes (terms with the use of non-personal trading data, privacy,
 * optional marketing) and Google.
 */
export function SignUpForm({ actions, email, onEmailChange, onSignIn }: SignUpFormProps) {
  const { t } = useLingui()
  const googleOffered = useGoogleSignInOffered()
  const [values, setValues] = useState<OwnValues>(EMPTY)
  const rules = useRuleErrors()
  const busy = actions.busy !== null
  const set =
    <K extends keyof OwnValues>(key: K) =>
    (value: OwnValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const all: SignUpValues = { ...values, email }
    if (busy || !rules.passes(validateSignUp(all))) return
    await actions.signUp(all)
  }

  return (
    <>
      <header className={styles.header}>
        <h1 id="auth-title" className={styles.title}>
          <Trans>Create Account</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>An account keeps your journal in sync on every device. It still works offline.</Trans>
        </p>
      </header>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="auth-title">
        <AuthTextField
          label={t`Full name`}
          name="fullName"
          autoComplete="name"
          required
          value={values.fullName}
          onValueChange={set('fullName')}
          error={rules.errorOf('fullName')}
        />
        <AuthTextField
          label={t`Country`}
          name="country"
          autoComplete="country-name"
          required
          value={values.country}
          onValueChange={set('country')}
          error={rules.errorOf('country')}
        />
        <AuthTextField label={t`Email`} type="email" name="email" autoComplete="email" required value={email} onValueChange={onEmailChange} error={rules.errorOf('email')} />
        <AuthTextField
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={SIGN_UP_PASSWORD_MIN_LENGTH}
          value={values.password}
          onValueChange={set('password')}
          error={rules.errorOf('password')}
        />
        <AuthTextField
          label={t`Confirm password`}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          minLength={SIGN_UP_PASSWORD_MIN_LENGTH}
          value={values.confirmPassword}
          onValueChange={set('confirmPassword')}
          error={rules.errorOf('confirmPassword')}
        />
        <div className={styles.checks}>
          <Checkbox
            label={t`I accept the Terms of Service and the Privacy Policy, including the use of my non-personal trading data to improve the service`}
            checked={values.termsAccepted}
            onCheckedChange={set('termsAccepted')}
            invalid={Boolean(rules.errorOf('termsAccepted'))}
            name="termsAccepted"
          />
          {rules.errorOf('termsAccepted') ? <p className={styles.checkError}>{rules.errorOf('termsAccepted')}</p> : null}
          <Checkbox
            label={t`Send me product news and trading tips (optional)`}
            checked={values.marketingConsent}
            onCheckedChange={set('marketingConsent')}
            name="marketingConsent"
          />
          <Checkbox
            label={t`I have read and accept the Privacy Policy`}
            checked={values.privacyAccepted}
            onCheckedChange={set('privacyAccepted')}
            invalid={Boolean(rules.errorOf('privacyAccepted'))}
            name="privacyAccepted"
          />
          {rules.errorOf('privacyAccepted') ? <p className={styles.checkError}>{rules.errorOf('privacyAccepted')}</p> : null}
        </div>
        <Button type="submit" fullWidth loading={actions.busy === 'submit'} loadingText={t`Loading...`} disabled={busy}>
          <Trans>Create Account</Trans>
        </Button>
      </form>
      {googleOffered ? (
        <>
          <div className={styles.divider}>
            <Trans>or</Trans>
          </div>
          <GoogleButton busy={actions.busy === 'google'} disabled={busy} onClick={() => void actions.google(true)} />
        </>
      ) : null}
      <p className={styles.switchLine}>
        <Trans>Already have an account?</Trans>{' '}
        <button type="button" className={styles.linkButton} onClick={onSignIn} disabled={busy}>
          <Trans>Sign In</Trans>
        </button>
      </p>
    </>
  )
}
