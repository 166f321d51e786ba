import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { accountSearchEntries } from '../../features/accounts/account-search'
import { FeeAnalysisScreen } from '../../features/fees/fee-analysis-screen'

const FeeAnalysisSearch = v.object({ ...accountSearchEntries })

export const Route = createFileRoute('/_app/fee-analysis')({
  validateSearch: (search) => v.parse(FeeAnalysisSearch, search),
  component: FeeAnalysisScreen,
})
