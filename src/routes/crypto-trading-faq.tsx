import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../i18n'
import { CryptoTradingFaqScreen } from '../features/help/crypto-trading-faq-screen'

export const Route = createFileRoute('/crypto-trading-faq')({
  // The guide's, FAQ's and blog's texts come in a catalog of their own (lingui.config.ts).
  loader: () => loadCatalog('long-form'),
  component: CryptoTradingFaqScreen,
})
