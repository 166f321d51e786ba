import { createFileRoute } from '@tanstack/react-router'
import { CryptoTradingFaqScreen } from '../features/help/crypto-trading-faq-screen'

export const Route = createFileRoute('/crypto-trading-faq')({ component: CryptoTradingFaqScreen })
