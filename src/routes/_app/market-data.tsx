import { createFileRoute } from '@tanstack/react-router'
import { MarketDataScreen } from '../../features/market/market-data-screen'

export const Route = createFileRoute('/_app/market-data')({ component: MarketDataScreen })
