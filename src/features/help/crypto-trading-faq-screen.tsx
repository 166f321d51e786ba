import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { PublicPage, card, lead, narrowContainer, primaryButton, textLink } from '../landing'
import { CRYPTO_FAQ } from './crypto-faq/faq-entries'
import { FaqAccordion } from './crypto-faq/faq-accordion'
import { FaqStructuredData } from './crypto-faq/faq-structured-data'
import * as styles from './crypto-faq/crypto-faq.css'

/** The public crypto trading FAQ (/crypto-trading-faq): answers first, then a way into the journal. */
export function CryptoTradingFaqScreen() {
  const { t, i18n } = useLingui()
  return (
    <PublicPage title={t`Crypto Trading FAQ`}>
      <div className={`${narrowContainer} ${styles.page}`}>
        <div className={styles.intro}>
          <h1 className={styles.title}>
            <Trans>Crypto Trading FAQ</Trans>
          </h1>
          <p className={lead}>
            <Trans>
              Funding, inverse contracts, fee coins, R-multiples and the numbers that tell you whether your trading is improving, answered plainly, along with how the journal
              handles each of them.
            </Trans>
          </p>
        </div>
        {CRYPTO_FAQ.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`faq-${group.id}`}>
            <h2 id={`faq-${group.id}`} className={styles.groupTitle}>
              {i18n._(group.title)}
            </h2>
            <FaqAccordion entries={group.entries} />
          </section>
        ))}
        <section className={`${card} ${styles.closing}`} aria-labelledby="faq-closing">
          <h2 id="faq-closing" className={styles.groupTitle}>
            <Trans>See these numbers for your own trades</Trans>
          </h2>
          <p className={lead}>
            <Trans>
              Import your history and the journal works out net P&L, funding, R-multiples and drawdown for you. Want more? Read the{' '}
              <Link to="/blog" className={textLink}>
                blog
              </Link>
              .
            </Trans>
          </p>
          <Link to="/auth" className={primaryButton}>
            <Trans>Start journaling free</Trans>
          </Link>
        </section>
      </div>
      <FaqStructuredData groups={CRYPTO_FAQ} />
    </PublicPage>
  )
}
