import { useEffect } from 'react'
import toast, { Toaster, useToasterStore, type DefaultToastOptions } from 'react-hot-toast'
import { useMediaQuery } from '../hooks/use-media-query'
import { media, safeArea, vars } from '../theme/tokens.css'
import { TOAST_DEFAULT_DURATION_MS, TOAST_MAX_VISIBLE, toastsToEvict } from './toast-policy'
import { ToastView } from './toast-view'

const toastOptions: DefaultToastOptions = { duration: TOAST_DEFAULT_DURATION_MS }

/** Where toasts sit above the bottom edge: on a phone over the bottom navigation (the shell may set --app-bottom-inset). */
const phoneBottom = `calc(var(--app-bottom-inset, 64px) + ${safeArea.bottom} + ${vars.space.sm})`
const tabletBottom = `calc(${vars.space.lg} + ${safeArea.bottom})`

/**
 * Mount once near the root, inside the I18nProvider. Bottom-centre on a phone and a tablet, where
 * they cover neither the screen's title nor the first rows of a list the trader is working in (a
 * toast at the top centre hid the journal's top rows), bottom-right on a desktop.
 */
export function ToastRegion() {
  const desktop = useMediaQuery(media.desktop)
  const tablet = useMediaQuery(media.tablet)
  const { toasts } = useToasterStore(toastOptions)

  // react-hot-toast has no "max visible" option (its limit drops toasts from the store at 20), so
  // the oldest beyond three are dismissed here, which also lets them animate out.
  useEffect(() => {
    for (const id of toastsToEvict(toasts, TOAST_MAX_VISIBLE)) toast.dismiss(id)
  }, [toasts])

  return (
    <Toaster
      position={desktop ? 'bottom-right' : 'bottom-center'}
      gutter={8}
      toastOptions={toastOptions}
      containerStyle={{
        top: `calc(${vars.space.lg} + ${safeArea.top})`,
        bottom: desktop ? `calc(${vars.space.lg} + ${safeArea.bottom})` : tablet ? tabletBottom : phoneBottom,
        left: `calc(${vars.space.sm} + ${safeArea.left})`,
        right: `calc(${vars.space.sm} + ${safeArea.right})`,
        zIndex: vars.zIndex.toast,
      }}
    >
      {(item) => <ToastView toast={item} />}
    </Toaster>
  )
}
