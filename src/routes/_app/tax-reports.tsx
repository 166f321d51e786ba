import { createFileRoute } from '@tanstack/react-router'
import { TaxReportsScreen } from '../../features/reports/tax-reports-screen'

export const Route = createFileRoute('/_app/tax-reports')({ component: TaxReportsScreen })
