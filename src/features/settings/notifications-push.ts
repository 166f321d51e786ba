import { useCallback, useEffect, useState } from 'react'
import { deviceNotificationPermission, requestDeviceNotificationPermission, type DeviceNotificationPermission } from '../../ui'

export interface DevicePermissionState {
  /** This browser's answer for this site; 'unsupported' without the Notification API. */
  readonly permission: DeviceNotificationPermission
  /** Asks the browser (it prompts only when the trader has not answered); resolves to the answer. */
  readonly request: () => Promise<DeviceNotificationPermission>
}

/**
 * The browser's notification permission, kept current: after a request, and when the trader changes
 * it in the site settings while the page is open (Permissions API, where the browser has it).
 */
export function useDeviceNotificationPermission(): DevicePermissionState {
  const [permission, setPermission] = useState<DeviceNotificationPermission>(deviceNotificationPermission)

  useEffect(() => {
    let status: PermissionStatus | undefined
    let stopped = false
    const refresh = () => setPermission(deviceNotificationPermission())
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((result) => {
        if (stopped) return
        status = result
        status.addEventListener('change', refresh)
      })
      .catch(() => undefined)
    // Coming back from the browser's site settings in another tab.
    document.addEventListener('visibilitychange', refresh)
    return () => {
      stopped = true
      status?.removeEventListener('change', refresh)
      document.removeEventListener('visibilitychange', refresh)
    }
  }, [])

  const request = useCallback(async () => {
    const answer = await requestDeviceNotificationPermission()
    setPermission(answer === 'unsupported' ? 'unsupported' : deviceNotificationPermission())
    return answer
  }, [])

  return { permission, request }
}
