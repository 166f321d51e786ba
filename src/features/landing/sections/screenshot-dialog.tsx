import { useEffect, useRef, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import * as styles from './screenshot-dialog.css'

interface ScreenshotDialogProps {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
}

/**
 * A large modal for the landing's dashboard screenshot. The native <dialog> gives focus containment,
 * Escape to close and the top layer for free, and keeps the landing's first-load JS small (the Ark
 * dialog machinery would ship in the first screen's bundle for one image).
 */
export function ScreenshotDialog({ open, title, onClose, children }: ScreenshotDialogProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    // Escape closes a modal <dialog> natively; the click handler only adds the backdrop click.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="screenshot-dialog-title"
      onClose={onClose}
      // A click that lands on the dialog element itself (not its content) is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className={styles.header}>
        <h2 id="screenshot-dialog-title" className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.closeButton} onClick={onClose} aria-label={t`Close`}>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className={styles.body}>{open ? children : null}</div>
    </dialog>
  )
}
