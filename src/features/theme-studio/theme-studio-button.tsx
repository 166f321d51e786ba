import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import * as styles from './theme-studio-button.css'
import { useThemeSync } from './use-theme-sync'

// The studio's body uses Ark UI and may open the journal; it is fetched when the trigger is hovered,
// focused or pressed, so a top bar's first paint does not carry it.
const loadPanel = () => import('./theme-studio-panel')
const ThemeStudioPanel = lazy(loadPanel)

/**
 * A click inside a dialog the studio opened (the delete confirmation) or on its toasts (dismissing
 * 'Theme deleted') is not "outside": the studio stays open.
 */
const insideOpenedDialog = (target: EventTarget | null) => target instanceof Element && target.closest('[data-scope="dialog"], [data-rht-toaster]') !== null
const dialogOpen = () => document.querySelector('[role="alertdialog"]') !== null

/**
 * The Theme Studio trigger and popover (docs/product.md section 2): a disclosure with a dialog panel rather than
 * the browser's top-layer popover, so the studio's own confirmation dialog can sit above it.
 */
export function ThemeStudioButton() {
  const { t } = useLingui()
  // The trigger sits in every top bar, so the synced theme follows the trader on every page.
  useThemeSync()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    panel.current?.focus()
    const closeOnOutside = (event: PointerEvent) => {
      if (root.current?.contains(event.target as Node) || insideOpenedDialog(event.target) || dialogOpen()) return
      setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || dialogOpen()) return
      setOpen(false)
      trigger.current?.focus()
    }
    document.addEventListener('pointerdown', closeOnOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={t`Theme Studio`}
        title={t`Theme Studio`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-.9-.6-1.3-.6-2.2 0-.9.7-1.6 1.6-1.6H17a4 4 0 0 0 4-4c0-4.6-4-8.6-9-8.6z" />
          <circle cx="7.5" cy="11" r="1" />
          <circle cx="10" cy="7" r="1" />
          <circle cx="14.5" cy="7" r="1" />
        </svg>
      </button>
      {open ? (
        <div ref={panel} id={panelId} role="dialog" aria-labelledby={titleId} tabIndex={-1} className={styles.panel}>
          <div className={styles.scroll}>
            <h2 id={titleId} className={styles.title}>
              <Trans>Theme Studio</Trans>
            </h2>
            <Suspense
              fallback={
                <p className={styles.hint}>
                  <Trans>Loading...</Trans>
                </p>
              }
            >
              <ThemeStudioPanel />
            </Suspense>
          </div>
        </div>
      ) : null}
    </div>
  )
}
