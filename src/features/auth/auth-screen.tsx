import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useSessionController } from '../../app/session/use-session'
import * as styles from './auth-screen.css'

const route = getRouteApi('/auth')

/**
 * Entry to the app. A trader can start right away with a journal that lives only on this device;
 * the account forms (sign in, sign up, reset) join this screen with the sign-in work.
 */
export function AuthScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { redirect } = route.useSearch()
  const session = useSessionController()
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)

  async function continueLocally(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      await session.signInLocal(name)
      await navigate({ to: redirect ?? '/dashboard', replace: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className={styles.page}>
      <Link to="/" className={styles.back}>
        <Trans>← Back to home</Trans>
      </Link>
      <form className={styles.card} onSubmit={continueLocally} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          <Trans>Start your trading journal</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Your journal works fully offline. Start on this device now; your trades stay in this browser.</Trans>
        </p>
        <label className={styles.label}>
          <span>
            <Trans>Your name (optional)</Trans>
          </span>
          <input
            className={styles.input}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={100}
            autoComplete="name"
          />
        </label>
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? t`Loading...` : t`Continue without an account`}
        </button>
      </form>
    </main>
  )
}
