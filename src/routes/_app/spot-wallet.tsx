import { createFileRoute } from '@tanstack/react-router'
import { SpotWalletScreen } from '../../features/wallet/spot-wallet-screen'

export const Route = createFileRoute('/_app/spot-wallet')({ component: SpotWalletScreen })
