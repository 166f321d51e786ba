import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { BrandLogo } from './brand-logo'
import { PublicTopBarControls } from './public-top-bar-controls'
import { container, primaryButton, smallButton } from './public.css'
import * as styles from './public-top-bar.css'

/** docs/product.md section 2, landing top bar: logo, language selector, Theme Studio popover, sign-in to /auth. */
export function PublicTopBar() {
  return (
    <header className={styles.bar}>
      <div className={`${container} ${styles.inner}`}>
        <div className={styles.brand}>
          <BrandLogo compact />
        </div>
        <div className={styles.controls}>
          <PublicTopBarControls />
        </div>
        <Link to="/auth" className={`${primaryButton} ${smallButton}`}>
          <Trans>Sign in</Trans>
        </Link>
      </div>
    </header>
  )
}
