import { createFileRoute } from '@tanstack/react-router'
import { LogoDownloadScreen } from '../features/landing/logo-download-screen'

export const Route = createFileRoute('/logo-download')({ component: LogoDownloadScreen })
