import { createFileRoute } from '@tanstack/react-router'
import { TradingPlanScreen } from '../../features/trading-plan/trading-plan-screen'

export const Route = createFileRoute('/_app/trading-plan')({ component: TradingPlanScreen })
