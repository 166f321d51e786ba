import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { Button, Card, CardHeader } from '../../ui'
import { useSessionController } from '../../app/session/use-session'
import * as styles from './settings.css'

export function AccountSection() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const controller = useSessionController()
  return (
    <div className={styles.section}>
      <Card as="section" aria-labelledby="sign-out-title">
        <CardHeader
          titleId="sign-out-title"
          title={t`Sign out`}
          description={t`Your journal stays on this device and opens again when you sign back in.`}
        />
        <div className={styles.row}>
          <Button
            variant="secondary"
            onClick={async () => {
              await controller.signOut()
              await navigate({ to: '/' })
            }}
          >
            {t`Sign out`}
          </Button>
        </div>
      </Card>
    </div>
  )
}
