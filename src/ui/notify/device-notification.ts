/**
 * Device notifications (the Notification API), the app's only use of it. Shown through the service
 * worker's registration when there is one (Android Chrome refuses `new Notification` from a page),
 * else with `new Notification`. Pass translated strings: this layer does not translate.
 */

/** 'unsupported' when the browser has no Notification API (iOS Safari outside an installed app, old browsers). */
export type DeviceNotificationPermission = 'unsupported' | 'default' | 'granted' | 'denied'

export function deviceNotificationPermission(): DeviceNotificationPermission {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported'
  return Notification.permission
}

/** Asks the browser (a prompt only when the trader has not answered yet); resolves to the answer. */
export async function requestDeviceNotificationPermission(): Promise<DeviceNotificationPermission> {
  if (deviceNotificationPermission() === 'unsupported') return 'unsupported'
  try {
    return await Notification.requestPermission()
  } catch {
    // Very old browsers take a callback only.
    return new Promise((resolve) => void Notification.requestPermission((answer) => resolve(answer)))
  }
}

export interface DeviceNotificationOptions {
  readonly body?: string
  /** A notification with the same tag replaces the previous one instead of piling up. */
  readonly tag?: string
  /** Opened (in this tab, focused) when the notification is clicked. */
  readonly url?: string
  /** Called on click for a page notification (`new Notification`), e.g. to route inside the app. */
  readonly onClick?: () => void
}

const ICON = '/icons/icon-192.png'

/**
 * Shows a device notification when permission is granted; resolves to whether one was shown (false
 * without the API, without permission, or when the browser refused it).
 */
export async function showDeviceNotification(title: string, options: DeviceNotificationOptions = {}): Promise<boolean> {
  if (deviceNotificationPermission() !== 'granted') return false
  const init: NotificationOptions = { body: options.body, tag: options.tag, icon: ICON, badge: ICON, data: { url: options.url } }
  try {
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined
    if (registration?.active) {
      await registration.showNotification(title, init)
      return true
    }
  } catch {
    // Fall through to a page notification.
  }
  try {
    const notification = new Notification(title, init)
    notification.onclick = () => {
      window.focus()
      if (options.onClick) options.onClick()
      else if (options.url) window.location.assign(options.url)
      notification.close()
    }
    return true
  } catch {
    return false
  }
}

/** Whether the page is out of sight (another tab, minimised, phone locked): a toast would go unseen. */
export function isPageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden'
}
