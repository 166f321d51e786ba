import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef } from 'react'
import toast, { resolveValue, type Toast } from 'react-hot-toast'
import { IconButton } from '../components/button'
import { cx } from '../components/class-names'
import { SpinnerGlyph } from '../components/spinner'
import { CloseIcon } from '../icons/action-icons'
import { CheckCircleIcon, ErrorCircleIcon, InfoIcon } from '../icons/status-icons'
import * as styles from './toast.css'

function ToastIcon({ type }: { type: Toast['type'] }) {
  switch (type) {
    case 'success':
      return <CheckCircleIcon />
    case 'error':
      return <ErrorCircleIcon />
    case 'loading':
      return <SpinnerGlyph size="md" />
    default:
      return <InfoIcon />
  }
}

/**
 * One toast, themed from the tokens. The text sits in the toast's live region (role=status,
 * aria-live=polite from react-hot-toast's ariaProps), so screen readers read it when it appears.
 */
export function ToastView({ toast: item }: { toast: Toast }) {
  const { t } = useLingui()
  const focusInside = useRef(false)
  // Closing with the focus in it (its Undo was focused, or clicked): the focus goes to the page's
  // main region, not to the document's body, where a keyboard would start again from the top.
  useLayoutEffect(() => {
    if (item.visible || !focusInside.current) return
    focusInside.current = false
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
  }, [item.visible])
  return (
    // A dismissed toast stays mounted for its exit animation; hide it from assistive technology and
    // focus meanwhile, so it is neither read again nor found by role.
    <div
      className={cx(styles.toast, item.visible ? styles.visible : styles.hidden)}
      data-toast-type={item.type}
      aria-hidden={item.visible ? undefined : true}
      inert={!item.visible}
      onFocus={() => {
        focusInside.current = true
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) focusInside.current = false
      }}
    >
      <span className={cx(styles.icon, styles.iconTone[item.type])} aria-hidden="true">
        <ToastIcon type={item.type} />
      </span>
      <div className={styles.content} {...(item.visible ? item.ariaProps : {})}>
        {resolveValue(item.message, item)}
      </div>
      <IconButton aria-label={t`Dismiss notification`} icon={<CloseIcon size={16} />} size="sm" onClick={() => toast.dismiss(item.id)} />
    </div>
  )
}
