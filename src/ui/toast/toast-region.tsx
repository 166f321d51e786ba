import { useEffect } from 'react'
import toast, { Toaster, useToasterStore, type DefaultToastOptions } from 'react-hot-toast'
import { useMediaQuery } from '../hooks/use-media-query'
import { media, safeArea, vars } from '../theme/tokens.css'
import { TOAST_DEFAULT_DURATION_MS, TOAST_MAX_VISIBLE, toastsToEvict } from './toast-policy'
import { ToastView } from './toast-view'

const toastOptions: DefaultToastOptions = { duration: TOAST_DEFAULT_DURATION_MS }

/**
 * Mount once near the root, inside the I18nProvider. Top-centre on a phone (clear of the bottom
 * navigation and the thumb), bottom-right on a desktop (out of the content's way).
 */
export function ToastRegion() {
  const desktop = useMediaQuery(media.desktop)
  const { toasts } = useToasterStore(toastOptions)

  // react-hot-toast has no "max visible" option (its limit drops toasts from the store at 20), so
  // the oldest beyond three are dismissed here, which also lets them animate out.
  useEffect(() => {
    for (const id of toastsToEvict(toasts, TOAST_MAX_VISIBLE)) toast.dismiss(id)
  }, [toasts])

  return (
    <Toaster
      position={desktop ? 'bottom-right' : 'top-center'}
      gutter={8}
      toastOptions={toastOptions}
      containerStyle={{
        top: `calc(${vars.space.lg} + ${safeArea.top})`,
        bottom: `calc(${vars.space.lg} + ${safeArea.bottom})`,
        left: `calc(${vars.space.sm} + ${safeArea.left})`,
        right: `calc(${vars.space.sm} + ${safeArea.right})`,
        zIndex: vars.zIndex.toast,
      }}
    >
      {(item) => <ToastView toast={item} />}
    </Toaster>
  )
}
