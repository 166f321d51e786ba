import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button, Card, CardHeader, notify } from '../../ui'
import { TextField } from '../../ui/components/field'
import { useSession, useSessionController } from '../../app/session/use-session'
import * as styles from './settings.css'
import { PrivacyCard } from './privacy-card'

export function ProfileSection() {
  const { t } = useLingui()
  const state = useSession()
  const controller = useSessionController()
  const session = state.status === 'signed-in' ? state.session : null
  const [name, setName] = useState(session?.displayName ?? '')

  async function save(event: FormEvent) {
    event.preventDefault()
    await controller.signInLocal(name)
    notify.success(t`Saved successfully`)
  }

  return (
    <div className={styles.section}>
      <Card as="section" aria-labelledby="profile-title">
        <CardHeader titleId="profile-title" title={t`Profile`} description={session?.kind === 'local' ? t`This profile lives only on this device.` : undefined} />
        <form className={styles.section} onSubmit={save}>
          <TextField label={t`Full name`} value={name} maxLength={100} autoComplete="name" onChange={(event) => setName(event.target.value)} />
          <div className={styles.row}>
            <Button type="submit">{t`Save`}</Button>
          </div>
        </form>
      </Card>
      <PrivacyCard />
    </div>
  )
}
