import { useEffect, useId, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatRelativeTime } from '../../ui/format'
import { useSyncManager, useSyncStatus } from '../../platform/sync/sync-context'
import type { SetAsideEntry } from './sync-manager'
import { setAsideOrigin, syncDisplayState, syncFailureLabel, syncStateExplanation, syncStateLabel, syncTone } from './sync-messages'
import * as styles from './sync-indicator.css'

/**
 * The sync indicator in the top bar, for account sessions: the state at a glance, and on click the
 * details (changes waiting, last successful sync, last error) and "Sync now". A disclosure like the
 * account menu, so the shell's first paint needs no overlay library.
 */
export function SyncIndicator() {
  const { t, i18n } = useLingui()
  const status = useSyncStatus()
  const manager = useSyncManager()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const closeOnOutside = (event: PointerEvent) => root.current?.contains(event.target as Node) || setOpen(false)
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('pointerdown', closeOnOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  if (!status) return null
  const shown = syncDisplayState(status)
  const label = syncStateLabel(shown)
  const now = Date.now()
  const lastSynced = status.lastSyncedAt
    ? `${formatRelativeTime(status.lastSyncedAt, now, i18n.locale)} (${formatDate(status.lastSyncedAt, i18n.locale, { style: 'datetime' })})`
    : t`Not yet`

  return (
    <div ref={root} className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={t`Sync status: ${label}`}
        aria-expanded={open}
        aria-controls={panelId}
        data-sync-state={status.state}
        // Whether this tab replicates or mirrors the tab that does (tests check leader handover).
        data-sync-role={status.role}
        // When the next try is due after failures (tests check that 'Sync now' does not wait for it).
        data-next-retry-at={status.nextRetryAt ?? undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className={`${styles.dot} ${styles.tone[syncTone(shown)]}`} aria-hidden="true" />
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      </button>
      {open && (
        <section id={panelId} className={styles.panel} aria-label={t`Sync`}>
          <h2 className={styles.heading}>{label}</h2>
          <p className={styles.explanation}>{syncStateExplanation(shown, status.setAsideRows)}</p>
          <dl className={styles.facts}>
            <dt className={styles.term}>
              <Trans>Changes waiting</Trans>
            </dt>
            <dd className={styles.detail} data-testid="sync-pending">
              {status.pendingChanges}
            </dd>
            {status.pendingUploads > 0 && (
              <>
                <dt className={styles.term}>
                  <Trans>Screenshots waiting</Trans>
                </dt>
                <dd className={styles.detail}>{status.pendingUploads}</dd>
              </>
            )}
            {status.setAsideRows > 0 && (
              <>
                <dt className={styles.term}>
                  <Trans>Changes the server refused</Trans>
                </dt>
                <dd className={styles.detail}>{status.setAsideRows}</dd>
              </>
            )}
            <dt className={styles.term}>
              <Trans>Last successful sync</Trans>
            </dt>
            <dd className={styles.detail}>{lastSynced}</dd>
          </dl>
          {status.lastError && (
            <p className={styles.error}>
              <strong>
                <Trans>Last error</Trans>: {syncFailureLabel(status.lastError.kind)}
              </strong>
              <br />
              {status.lastError.message} · {formatDate(status.lastError.at, i18n.locale, { style: 'datetime' })}
            </p>
          )}
          <SetAsideList />
          <button type="button" className={styles.trigger} onClick={() => manager?.syncNow()} disabled={status.state === 'signed-out'}>
            <Trans>Sync now</Trans>
          </button>
        </section>
      )}
    </div>
  )
}

/**
 * The rows set aside on this device with their reasons: changes the server refused, and rows that
 * failed their check when pulled or read (restore on read), which the journal and its statistics
 * leave out. Technical reasons are shown as they are, beside a sentence saying where the row came from.
 */
function SetAsideList() {
  const { t } = useLingui()
  const manager = useSyncManager()
  const [rows, setRows] = useState<readonly SetAsideEntry[]>([])
  useEffect(() => manager?.watchSetAside(setRows), [manager])
  if (rows.length === 0) return null
  return (
    <section className={styles.explanation} aria-label={t`Rows set aside`}>
      <h3 className={styles.term}>
        <Trans>Rows set aside</Trans>
      </h3>
      <p>
        <Trans>They are left out of your journal and its statistics. Nothing was deleted.</Trans>
      </p>
      <ul>
        {rows.map((row) => (
          <li key={`${row.origin}/${row.collection}/${row.documentId}`}>
            {setAsideOrigin(row.origin)} ({row.collection} {row.documentId.slice(0, 8)}): <code>{row.reason}</code>
          </li>
        ))}
      </ul>
    </section>
  )
}
