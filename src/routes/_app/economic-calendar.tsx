import { createFileRoute } from '@tanstack/react-router'
import { EconomicCalendarScreen } from '../../features/market/economic-calendar-screen'

export const Route = createFileRoute('/_app/economic-calendar')({ component: EconomicCalendarScreen })
