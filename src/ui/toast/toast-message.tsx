import { type ReactNode, useEffect, useRef } from 'react'
import toast from 'react-hot-toast'
import { Button } from '../components/button'
import * as styles from './toast.css'

export interface ToastAction {
  label: string
  onClick: () => void
  /** Close the toast after the click (default true). */
  dismiss?: boolean
  /**
   * Focus the action when the toast shows: what raised it took away the focused element (a deleted
   * row and its menu), and a keyboard has no other way to reach the Undo before the toast closes.
   */
  focus?: boolean
}

export interface ToastMessageProps {
  toastId: string
  title: string
  description?: ReactNode
  action?: ToastAction
  /** False once dismissed (it stays mounted for its exit animation). */
  visible: boolean
  /** Keeps the toast open (true) or starts its countdown again (false): the action has the focus. */
  onHold: (held: boolean) => void
}

/** Title, description and an optional action; the live-region role sits on the text (see ToastView). */
export function ToastMessage({ toastId, title, description, action, visible, onHold }: ToastMessageProps) {
  const actionButton = useRef<HTMLButtonElement>(null)
  const focusAction = action?.focus === true
  useEffect(() => {
    if (focusAction) actionButton.current?.focus({ preventScroll: true })
  }, [focusAction])
  return (
    <>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {action ? (
        <Button
          ref={actionButton}
          size="sm"
          variant="secondary"
          // A toast does not close under the keyboard: focused, its action stays until the focus leaves.
          onFocus={() => onHold(true)}
          onBlur={() => {
            if (visible) onHold(false)
          }}
          onClick={() => {
            action.onClick()
            if (action.dismiss !== false) toast.dismiss(toastId)
          }}
        >
          {action.label}
        </Button>
      ) : null}
    </>
  )
}
