import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import type { Id } from '../../db'
import { Button, notify } from '../../ui'
import { ScreenshotsField } from './screenshots-field'
import { usePendingScreenshots } from './use-pending-screenshots'

/** Adds screenshots to a saved trade: accepted images are stored as soon as they are ready. */
export function AttachScreenshots({ tradeId }: { tradeId: Id }) {
  const { t } = useLingui()
  const pending = usePendingScreenshots()
  const { add, saveTo } = pending
  const [failed, setFailed] = useState(false)

  const store = useCallback(async () => {
    try {
      const saved = await saveTo(tradeId)
      setFailed(false)
      if (saved > 0) notify.success(t`Saved successfully`)
    } catch {
      // The images stay pending with their thumbnails, so nothing is lost; 'Try again' retries.
      setFailed(true)
      notify.error(t`Something went wrong`, { description: t`The screenshots could not be stored on this device.` })
    }
  }, [saveTo, tradeId, t])

  const addAndStore = useCallback(
    (files: readonly File[]) => {
      add(files)
      void store()
    },
    [add, store],
  )

  return (
    <div>
      <ScreenshotsField state={{ ...pending, add: addAndStore }} label={t`Add screenshots`} />
      {failed && pending.items.length > 0 ? (
        <Button variant="secondary" size="sm" onClick={() => void store()}>
          {t`Try again`}
        </Button>
      ) : null}
    </div>
  )
}
