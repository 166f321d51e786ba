import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { Button, Card, CardHeader } from '../../ui'
import { readerAvailableOffline } from './reader-availability'

type Status = 'checking' | 'offline' | 'online-only' | 'downloading' | 'failed'

/** Settings › Data: whether screenshots can be read offline, and fetching the reader ahead. */
export function ScreenReaderCard() {
  const { t } = useLingui()
  const [status, setStatus] = useState<Status>('checking')
  const check = useCallback(async () => setStatus((await readerAvailableOffline().catch(() => false)) ? 'offline' : 'online-only'), [])
  useEffect(() => {
    void check()
  }, [check])

  async function download() {
    setStatus('downloading')
    try {
      // The module is small; it imports the reader itself (tesseract.js) only now.
      const { loadScreenReader } = await import('./screen-reader')
      await loadScreenReader()
      await check()
    } catch {
      setStatus('failed')
    }
  }

  const serviceWorker = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller)
  return (
    <Card as="section" aria-labelledby="screen-reader-title">
      <CardHeader
        titleId="screen-reader-title"
        title={t`Reading screenshots`}
        description={t`Trades are read from exchange screenshots on this device. The reader (about 7 MB) is downloaded the first time it is used.`}
      />
      <p role="status">
        {status === 'checking' ? t`Checking…` : null}
        {status === 'offline' ? t`Available offline on this device.` : null}
        {status === 'online-only' ? t`Not downloaded yet: reading a screenshot needs a connection the first time.` : null}
        {status === 'downloading' ? t`Downloading the reader…` : null}
        {status === 'failed' ? t`The reader could not be downloaded. Check your connection and try again.` : null}
      </p>
      {(status === 'online-only' || status === 'failed') && serviceWorker ? (
        <Button variant="secondary" onClick={() => void download()}>
          {t`Download for offline use`}
        </Button>
      ) : null}
    </Card>
  )
}
