import { useLingui } from '@lingui/react/macro'
import { Button, Card, CardHeader } from '../../ui'
import { useSignOut } from '../../platform/session/use-sign-out'
import * as styles from './settings.css'

export function AccountSection() {
  const { t } = useLingui()
  const signOut = useSignOut()
  return (
    <div className={styles.section}>
      <Card as="section" aria-labelledby="sign-out-title">
        <CardHeader titleId="sign-out-title" title={t`Sign out`} description={t`Your journal stays on this device and opens again when you sign back in.`} />
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => void signOut.start()}>
            {t`Sign out`}
          </Button>
        </div>
      </Card>
    </div>
  )
}
