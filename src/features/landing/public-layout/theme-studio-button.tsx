import { lazy, Suspense, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import * as styles from './theme-studio-button.css'

// The switch uses Ark UI; it is fetched when the popover first opens (or is about to), so the
// landing's first screen does not carry it.
const loadThemeModeSwitch = () => import('../../../ui/theme/theme-mode-switch')
const ThemeModeSwitch = lazy(() => loadThemeModeSwitch().then((module) => ({ default: module.ThemeModeSwitch })))

/**
 * The top bar's Theme Studio popover (spec section 2), on the browser's native popover: light
 * dismiss, Escape and the top layer with no JS library. Signed out it offers the colour mode; the
 * preset and custom themes of the full studio unlock with an account.
 * TODO(lead): when the themes feature ships its studio panel, render it here in place of the body.
 */
export function ThemeStudioButton() {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        popoverTarget="theme-studio-popover"
        aria-label={t`Theme Studio`}
        title={t`Theme Studio`}
        onPointerEnter={() => void loadThemeModeSwitch()}
        onFocus={() => void loadThemeModeSwitch()}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-.9-.6-1.3-.6-2.2 0-.9.7-1.6 1.6-1.6H17a4 4 0 0 0 4-4c0-4.6-4-8.6-9-8.6z" />
          <circle cx="7.5" cy="11" r="1" />
          <circle cx="10" cy="7" r="1" />
          <circle cx="14.5" cy="7" r="1" />
        </svg>
      </button>
      <div
        id="theme-studio-popover"
        popover="auto"
        role="dialog"
        aria-labelledby="theme-studio-title"
        className={styles.panel}
        onToggle={(event) => {
          if (event.newState === 'open') setOpened(true)
        }}
      >
        <div className={styles.scroll}>
          <h2 id="theme-studio-title" className={styles.title}>
            <Trans>Theme Studio</Trans>
          </h2>
          <p className={styles.hint}>
            <Trans>Choose light, dark or your system setting. Sign in to unlock more themes as you level up.</Trans>
          </p>
          {opened ? (
            <Suspense fallback={<p className={styles.hint}><Trans>Loading...</Trans></p>}>
              <ThemeModeSwitch />
            </Suspense>
          ) : null}
        </div>
      </div>
    </>
  )
}
