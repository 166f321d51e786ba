import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useSessionController } from '../../platform/session/use-session'
import { Button } from '../../ui'
import * as styles from './auth-screen.css'

/**
 * The offline-first way in: a journal that lives only on this device, no account and no network.
 * Secondary to the account forms, but always there.
 */
export function DeviceOnlyStart({ redirect, disabled }: { redirect: string | undefined; disabled: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
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
    <form className={styles.secondaryCard} onSubmit={(event) => void continueLocally(event)} aria-labelledby="device-only-title">
      <header className={styles.header}>
        <h2 id="device-only-title" className={styles.subtitle}>
          <Trans>Use it without an account</Trans>
        </h2>
        <p className={styles.lead}>
          <Trans>Your journal works fully offline. Start on this device now; your trades stay in this browser.</Trans>
        </p>
      </header>
      <label className={styles.label}>
        <span>
          <Trans>Your name (optional)</Trans>
        </span>
        <input className={styles.input} value={name} onChange={(event) => setName(event.target.value)} maxLength={100} autoComplete="nickname" />
      </label>
      <Button type="submit" variant="secondary" fullWidth loading={busy} loadingText={t`Loading...`} disabled={disabled}>
        <Trans>Continue without an account</Trans>
      </Button>
    </form>
  )
}
