import { createFileRoute } from '@tanstack/react-router'
import { RiskManagementScreen } from '../../features/risk/risk-management-screen'

export const Route = createFileRoute('/_app/risk-management')({ component: RiskManagementScreen })
