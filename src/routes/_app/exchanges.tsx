import { createFileRoute } from '@tanstack/react-router'
import { ExchangeConnectionsScreen } from '../../features/exchanges/exchange-connections-screen'

// docs/product.md section 2: /exchanges and /exchange-connections both show the exchange connections screen.
export const Route = createFileRoute('/_app/exchanges')({ component: ExchangeConnectionsScreen })
