import { useEffect, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { PublicTopBar } from './public-top-bar'
import { PublicFooter } from './public-footer'
import { PRODUCT_NAME } from '../logo/logo-geometry'
import * as styles from './public-page.css'

/** Frame of every public page: top bar, the page's content as the main landmark, footer. */
export function PublicPage({ children, title }: { children: ReactNode; title?: string }) {
  useDocumentTitle(title)
  return (
    <div className={styles.page}>
      <a href="#main-content" className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <PublicTopBar />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <PublicFooter />
    </div>
  )
}

/** Sets the tab title while the page is shown, and restores the plain product name afterwards. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME
    return () => {
      document.title = PRODUCT_NAME
    }
  }, [title])
}
