import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button, Card, CardHeader, notify } from '../../ui'
import { TextField } from '../../ui/components/field'
import { useSession, useSessionController } from '../../platform/session/use-session'
import { authFailureMessage, authRuleMessage, fullNameRule, NAME_MAX_LENGTH } from '../auth'
import * as styles from './settings.css'
import { PrivacyCard } from './privacy-card'

export function ProfileSection() {
  const { t } = useLingui()
  const state = useSession()
  const controller = useSessionController()
  const session = state.status === 'signed-in' ? state.session : null
  const [name, setName] = useState(session?.displayName ?? '')
  const [error, setError] = useState<string | undefined>(undefined)
  const [saving, setSaving] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    const refused = fullNameRule(name)
    setError(refused ? authRuleMessage(refused.rule) : undefined)
    if (refused) return
    setSaving(true)
    try {
      // An account's name is its `full_name` on the server; the trader stays signed in either way.
      const result = await controller.rename(name.trim())
      if (result.ok) notify.success(t`Saved successfully`)
      else notify.error(authFailureMessage(result.failure, 'update-profile'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className={styles.section}>
      <Card as="section" aria-labelledby="profile-title">
        <CardHeader titleId="profile-title" title={t`Profile`} description={session?.kind === 'local' ? t`This profile lives only on this device.` : undefined} />
        <form className={styles.section} onSubmit={save} noValidate>
          <TextField
            label={t`Full name`}
            value={name}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="name"
            errorText={error}
            onChange={(event) => {
              setName(event.target.value)
              setError(undefined)
            }}
          />
          <div className={styles.row}>
            <Button type="submit" loading={saving}>
              {t`Save`}
            </Button>
          </div>
        </form>
      </Card>
      <PrivacyCard />
    </div>
  )
}
