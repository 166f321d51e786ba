import { createFileRoute } from '@tanstack/react-router'
import { AccountsScreen } from '../../features/accounts/accounts-screen'

export const Route = createFileRoute('/_app/accounts')({ component: AccountsScreen })
