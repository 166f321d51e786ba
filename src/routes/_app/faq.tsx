import { createFileRoute } from '@tanstack/react-router'
import { FaqScreen } from '../../features/help/faq-screen'

export const Route = createFileRoute('/_app/faq')({ component: FaqScreen })
