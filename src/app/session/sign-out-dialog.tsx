import { useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { Button, Checkbox, Dialog, DialogClose, notify } from '../../ui'
import { recordError } from '../../platform/errors/error-log'
import { useSyncManager, useSyncStatus } from '../../platform/sync/sync-context'
import { useSession, useSessionController } from '../../platform/session/use-session'
import * as styles from './session-notices.css'

/** Gives up after this long waiting for other tabs to let go of the journal; it is removed once they close. */
const REMOVAL_WAIT_MS = 5000

/** Deletes the user's journal from this device (IndexedDB) after closing it. */
async function removeLocalJournal(userId: string): Promise<boolean> {
  const [removeJournalDatabase, gate, traces] = await Promise.all([
    import('../../db').then(({ removeJournalDatabase }) => removeJournalDatabase),
    import('../database/user-database-gate'),
    import('./journal-traces'),
  ])
  gate.forgetUserDatabase(userId)
  traces.forgetJournalTraces(userId)
  const removal = removeJournalDatabase(userId).then(() => true)
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), REMOVAL_WAIT_MS))
  return Promise.race([removal, timeout])
}

/**
 * Sign-out of an account: the session, its tokens and rememberMe go; the journal stays on this
 * device unless the trader asks to remove it, with a warning when changes have not reached the server.
 */
export default function SignOutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const state = useSession()
  const controller = useSessionController()
  const manager = useSyncManager()
  const status = useSyncStatus()
  const [remove, setRemove] = useState(false)
  const [busy, setBusy] = useState(false)
  const userId = state.status === 'signed-in' ? state.session.userId : null
  const waiting = (status?.pendingChanges ?? 0) + (status?.pendingUploads ?? 0)
  // Rows the server refused are set aside: they never reach it by themselves, so they are on this device only.
  const refused = status?.setAsideRows ?? 0
  const unconfirmed = status === null || status.lastSyncedAt === null || status.state !== 'synced'

  async function signOut() {
    setBusy(true)
    try {
      await manager?.stop()
      await controller.signOut()
      notify.success(t`Successfully logged out`)
      // docs/product.md section 4: sign-out goes to the landing page. Leaving the app first unmounts every
      // screen that reads the journal, so removing it cannot pull data from under them.
      await navigate({ to: '/' })
      if (remove && userId) {
        const removed = await removeLocalJournal(userId)
        if (removed) notify.success(t`Your journal was removed from this device`)
        else notify.info(t`Close the app's other tabs to finish removing your journal from this device.`, { duration: 10_000 })
      }
    } catch (error) {
      recordError(error, { page: window.location.pathname, action: 'sign-out' })
      notify.error(t`An unexpected error occurred`)
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Sign out?`}
      role="alertdialog"
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button variant={remove ? 'destructive' : 'primary'} loading={busy} loadingText={t`Loading...`} onClick={() => void signOut()}>
            {remove ? t`Sign out and remove` : t`Sign out`}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <p className={styles.note}>
          <Trans>Your journal stays on this device: sign in again to keep using it and to sync anything changed meanwhile.</Trans>
        </p>
        <Checkbox label={t`Remove my journal from this device`} checked={remove} onCheckedChange={setRemove} disabled={busy} />
        {remove ? (
          <p role="alert" className={waiting > 0 || refused > 0 || unconfirmed ? styles.warning : styles.note}>
            {waiting > 0 ? (
              <Plural
                value={waiting}
                one="# change has not reached the server yet. Removing your journal now loses it for good."
                other="# changes have not reached the server yet. Removing your journal now loses them for good."
              />
            ) : null}
            {waiting > 0 && refused > 0 ? ' ' : null}
            {refused > 0 ? (
              <Plural
                value={refused}
                one="# change was refused by the server and is on this device only. Removing your journal now loses it for good."
                other="# changes were refused by the server and are on this device only. Removing your journal now loses them for good."
              />
            ) : null}
            {waiting > 0 || refused > 0 ? null : unconfirmed ? (
              <Trans>Sync has not confirmed that everything on this device reached the server. Anything that did not is lost for good.</Trans>
            ) : (
              <Trans>Everything on this device is on the server. It downloads again when you sign in.</Trans>
            )}
          </p>
        ) : null}
      </div>
    </Dialog>
  )
}
