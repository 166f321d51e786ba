import { createFileRoute } from '@tanstack/react-router'
import { CustomPageScreen } from '../../../features/custom-pages/custom-page-screen'

export const Route = createFileRoute('/_app/custom/$pageId')({ component: CustomPageScreen })
