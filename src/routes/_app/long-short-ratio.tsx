import { createFileRoute } from '@tanstack/react-router'
import { LongShortRatioScreen } from '../../features/market/long-short-ratio-screen'

export const Route = createFileRoute('/_app/long-short-ratio')({ component: LongShortRatioScreen })
