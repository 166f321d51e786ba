import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { Button, Card, CardHeader, Field, TextInput } from '../../ui'
import { BackupSummaryView } from './backup-summary-view'
import * as styles from './reports.css'
import { useRestore } from './use-restore'

/** Restore from a backup file: pick, see what it holds, confirm. */
export function RestoreCard({ timeZone }: { readonly timeZone: string }) {
  const { t } = useLingui()
  const { state, choose, restore, cancel } = useRestore()
  const input = useRef<HTMLInputElement>(null)
  const chosen = state.step === 'ready' || state.step === 'restoring' ? state.chosen : undefined
  const restoring = state.step === 'restoring'
  const alreadyHere = chosen?.check.alreadyHere ?? 0
  const written = restoring ? state.written : 0
  const total = restoring ? state.total : 0

  function reset() {
    if (input.current) input.current.value = ''
    cancel()
  }

  return (
    <Card as="section" aria-labelledby="restore-title" className={styles.card}>
      <CardHeader
        titleId="restore-title"
        title={t`Restore from a backup`}
        description={t`Choose a backup file made with Download backup. It is checked completely before anything is written.`}
      />
      <Field label={t`Backup file`} errorText={state.step === 'idle' ? state.error : undefined} helperText={state.step === 'reading' ? t`Reading the file…` : undefined}>
        <TextInput
          ref={input}
          type="file"
          name="backup-file"
          accept=".json,application/json"
          disabled={state.step === 'reading' || restoring}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </Field>
      {state.step === 'idle' && state.finished ? (
        <p className={styles.notice} role="status">
          {state.finished}
        </p>
      ) : null}
      {chosen ? (
        <>
          <BackupSummaryView fileName={chosen.fileName} summary={chosen.summary} timeZone={timeZone} />
          <p className={styles.notice}>
            {chosen.check.journalIsEmpty
              ? t`Your journal is empty: it will become exactly what the backup holds, settings included.`
              : t`Your journal already holds data, so only the records it does not have yet are added. Records already in it (${alreadyHere} of this file's) and your current settings stay as they are. To restore the backup exactly, use it on an empty journal.`}
          </p>
          <div className={styles.actions}>
            <Button onClick={() => void restore()} loading={restoring} loadingText={t`Restoring…`}>
              {chosen.check.journalIsEmpty ? t`Restore backup` : t`Add missing records`}
            </Button>
            <Button variant="secondary" onClick={reset} disabled={restoring}>
              {t`Cancel`}
            </Button>
            {restoring && total > 0 ? (
              <p className={styles.muted} role="status">
                {t`${written} of ${plural(total, { one: '# record', other: '# records' })} written`}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
    </Card>
  )
}
