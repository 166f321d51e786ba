/** What the notifier does on a change of connectivity (docs/product.md section 4, "Connectivity"). */
export type ConnectivityEffect = 'none' | 'show-offline' | 'show-back-online'

/**
 * `previous` is undefined on the first reading: being offline at load shows only the badge, never
 * 'You are offline', and being online at load says nothing.
 */
export function connectivityEffect(previous: boolean | undefined, online: boolean): ConnectivityEffect {
  if (previous === undefined || previous === online) return 'none'
  return online ? 'show-back-online' : 'show-offline'
}

/** Fixed id, so a flapping connection never stacks two 'Back online! 🎉' toasts. */
export const BACK_ONLINE_TOAST_ID = 'connectivity-back-online'
