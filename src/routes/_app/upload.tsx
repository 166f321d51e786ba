import { createFileRoute } from '@tanstack/react-router'
import { UploadScreen } from '../../features/journal/upload-screen'

export const Route = createFileRoute('/_app/upload')({ component: UploadScreen })
