import { deviceNotificationPermission, isPageHidden, notify, showDeviceNotification, type NotifyOptions } from '../../ui'

export interface Notice {
  /** Translated. */
  readonly title: string
  /** Translated; plain text, as a device notification shows it. */
  readonly body?: string
  /** In-app path opened by the toast's action or a click on the device notification. */
  readonly url?: string
  /** Translated label of the toast's button to `url`. */
  readonly actionLabel?: string
  /** The same tag replaces an earlier notice of its kind rather than stacking. */
  readonly tag?: string
  readonly duration?: number
}

/** Push is in use on this device: switched on (synced) and allowed by this browser. */
export function pushUsable(pushEnabled: boolean): boolean {
  return pushEnabled && deviceNotificationPermission() === 'granted'
}

/**
 * Shows a notice where the trader will see it: a device notification when push is usable and the page
 * is out of sight, else a toast. Resolves to how it was shown.
 */
export async function deliverNotice(notice: Notice, push: boolean, open: (url: string) => void): Promise<'device' | 'toast'> {
  if (pushUsable(push) && isPageHidden()) {
    const { url } = notice
    const shown = await showDeviceNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      url,
      onClick: url ? () => open(url) : undefined,
    })
    if (shown) return 'device'
  }
  const options: NotifyOptions = {
    ...(notice.body ? { description: notice.body } : {}),
    ...(notice.tag ? { id: notice.tag } : {}),
    ...(notice.duration !== undefined ? { duration: notice.duration } : {}),
  }
  const { url, actionLabel } = notice
  if (url && actionLabel) options.action = { label: actionLabel, onClick: () => open(url) }
  notify.info(notice.title, options)
  return 'toast'
}
