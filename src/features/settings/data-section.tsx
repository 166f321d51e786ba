import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button, Card, CardHeader } from '../../ui'
import { clearErrorLog, getRecentErrors, type ErrorRecord } from '../../platform/errors/error-log'
import { SampleDataCard } from '../sample-data'
import { ScreenReaderCard } from '../screenshot-reading'
import * as styles from './settings.css'

/** Megabytes, or gigabytes from 1 GB: enough precision to judge how full the device is. */
function formatBytes(bytes: number, locale: string): string {
  const gigabytes = bytes >= 1e9
  return new Intl.NumberFormat(locale, { style: 'unit', unit: gigabytes ? 'gigabyte' : 'megabyte', maximumFractionDigits: 1 }).format(bytes / (gigabytes ? 1e9 : 1e6))
}

interface StorageState {
  usage?: number
  quota?: number
  persisted?: boolean
}

function useStorageState(): StorageState {
  const [state, setState] = useState<StorageState>({})
  useEffect(() => {
    let cancelled = false
    const storage = navigator.storage
    if (!storage?.estimate) return
    void Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(undefined)]).then(([estimate, persisted]) => {
      if (!cancelled) setState({ usage: estimate.usage, quota: estimate.quota, persisted })
    })
    return () => {
      cancelled = true
    }
  }, [])
  return state
}

export function DataSection() {
  const { t, i18n } = useLingui()
  const storage = useStorageState()
  const [errors, setErrors] = useState<ErrorRecord[]>(() => getRecentErrors())

  return (
    <div className={styles.section}>
      <SampleDataCard />
      {/* Screenshot reading's offline status (issue 30); the reader itself loads only on its button. */}
      <ScreenReaderCard />
      <Card as="section" aria-labelledby="storage-title">
        <CardHeader titleId="storage-title" title={t`Storage on this device`} description={t`Your journal is kept in this browser, so it works without a connection.`} />
        {storage.usage !== undefined && storage.quota ? (
          <>
            <meter className={styles.meter} min={0} max={storage.quota} value={storage.usage} aria-label={t`Storage used`} />
            <p className={styles.muted}>{t`${formatBytes(storage.usage, i18n.locale)} used of ${formatBytes(storage.quota, i18n.locale)} available`}</p>
          </>
        ) : (
          <p className={styles.muted}>{t`This browser does not report storage use.`}</p>
        )}
        {storage.persisted !== undefined && (
          <p className={styles.muted}>
            {storage.persisted
              ? t`Protected: the browser will not clear this journal to free space.`
              : t`Not yet protected: the browser is asked to keep your journal once it holds trades.`}
          </p>
        )}
      </Card>
      <Card as="section" aria-labelledby="errors-title">
        <CardHeader
          titleId="errors-title"
          title={t`Recent errors`}
          description={t`Kept on this device only and never sent anywhere.`}
          actions={
            errors.length > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  clearErrorLog()
                  setErrors([])
                }}
              >
                {t`Clear`}
              </Button>
            ) : null
          }
        />
        {errors.length === 0 ? (
          <p className={styles.muted}>{t`No errors recorded.`}</p>
        ) : (
          <ul className={styles.list}>
            {errors.map((error) => (
              <li key={`${error.timestamp}-${error.message}`} className={styles.errorItem}>
                <strong>{error.message}</strong>
                <span className={styles.muted}>
                  {new Date(error.timestamp).toLocaleString(i18n.locale)} · {error.context.page} · {error.context.action}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
