import { createFileRoute } from '@tanstack/react-router'
import { ExchangeConnectionsScreen } from '../../features/exchanges/exchange-connections-screen'

export const Route = createFileRoute('/_app/exchange-connections')({ component: () => <ExchangeConnectionsScreen withApiConnections /> })
