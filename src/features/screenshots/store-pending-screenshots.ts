import { t } from '@lingui/core/macro'
import type { Id } from '../../db'
import { notify } from '../../ui'
import type { PendingScreenshots } from './use-pending-screenshots'

/**
 * After a trade form saved its trade: stores the form's pending screenshots with it. The trade is
 * already saved, so a storage failure (a full disk) is reported, not thrown, and the images are let
 * go rather than left to be attached to the next trade typed in the same form.
 */
export async function storePendingScreenshots(pending: PendingScreenshots, tradeId: Id): Promise<void> {
  try {
    await pending.saveTo(tradeId)
  } catch {
    pending.clear()
    notify.error(t`Error uploading trades`, {
      description: t`The trade was saved, but its screenshots could not be stored on this device. Add them again from the trade's page.`,
    })
  }
}
