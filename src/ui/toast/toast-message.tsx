import type { ReactNode } from 'react'
import toast from 'react-hot-toast'
import { Button } from '../components/button'
import * as styles from './toast.css'

export interface ToastAction {
  label: string
  onClick: () => void
  /** Close the toast after the click (default true). */
  dismiss?: boolean
}

export interface ToastMessageProps {
  toastId: string
  title: string
  description?: ReactNode
  action?: ToastAction
}

/** Title, description and an optional action; the live-region role sits on the text (see ToastView). */
export function ToastMessage({ toastId, title, description, action }: ToastMessageProps) {
  return (
    <>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {action ? (
        <Button
          size="sm"
          variant="secondary"
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
