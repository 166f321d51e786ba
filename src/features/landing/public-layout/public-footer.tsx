import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { BrandLogo } from './brand-logo'
import { PRODUCT_NAME } from '../logo/logo-geometry'
import { SOCIAL_NETWORKS, SocialGlyph } from './social-icons'
import { container } from './public.css'
import * as styles from './public-footer.css'

/**
 * docs/product.md section 2: the footer links to /faq, /blog and /crypto-trading-faq; features, pricing, help
 * centre, documentation, contact, privacy, terms and the social icons are placeholders with no target,
 * so they render as text. The copyright year is 2025 by contract, not the current year.
 */
export function PublicFooter() {
  const { t } = useLingui()
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.grid}>
          <div className={styles.brandColumn}>
            <BrandLogo />
            <p className={styles.tagline}>
              <Trans>The offline-first trading journal for crypto traders. Your data stays on your device, synced when you are online.</Trans>
            </p>
            <div className={styles.socials}>
              {SOCIAL_NETWORKS.map((network) => (
                <span key={network} role="img" aria-label={network} title={network} className={styles.socialIcon}>
                  <SocialGlyph network={network} />
                </span>
              ))}
            </div>
          </div>
          <nav aria-label={t`Product`}>
            <h2 className={styles.columnTitle}>
              <Trans>Product</Trans>
            </h2>
            <ul className={styles.list}>
              <li className={styles.placeholder}>
                <Trans>Features</Trans>
              </li>
              <li className={styles.placeholder}>
                <Trans>Pricing</Trans>
              </li>
              <li>
                <Link to="/logo-download" className={styles.link}>
                  <Trans>Logo and brand assets</Trans>
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-label={t`Resources`}>
            <h2 className={styles.columnTitle}>
              <Trans>Resources</Trans>
            </h2>
            <ul className={styles.list}>
              <li>
                <Link to="/faq" className={styles.link}>
                  <Trans>FAQ</Trans>
                </Link>
              </li>
              <li>
                <Link to="/blog" className={styles.link}>
                  <Trans>Blog</Trans>
                </Link>
              </li>
              <li>
                <Link to="/crypto-trading-faq" className={styles.link}>
                  <Trans>Crypto Trading FAQ</Trans>
                </Link>
              </li>
              <li className={styles.placeholder}>
                <Trans>Help Centre</Trans>
              </li>
              <li className={styles.placeholder}>
                <Trans>Documentation</Trans>
              </li>
            </ul>
          </nav>
          <nav aria-label={t`Company`}>
            <h2 className={styles.columnTitle}>
              <Trans>Company</Trans>
            </h2>
            <ul className={styles.list}>
              <li className={styles.placeholder}>
                <Trans>Contact</Trans>
              </li>
              <li className={styles.placeholder}>
                <Trans>Privacy</Trans>
              </li>
              <li className={styles.placeholder}>
                <Trans>Terms</Trans>
              </li>
            </ul>
          </nav>
        </div>
        <p className={styles.bottom}>
          <Trans>© 2025 {PRODUCT_NAME}. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  )
}
