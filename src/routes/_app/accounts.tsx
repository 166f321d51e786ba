import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AccountsScreen } from '../../features/accounts/accounts-screen'
import { accountSearchEntries } from '../../features/accounts/account-search'

const AccountsSearch = v.object({ ...accountSearchEntries })

export const Route = createFileRoute('/_app/accounts')({
  validateSearch: (search) => v.parse(AccountsSearch, search),
  component: AccountsScreen,
})
