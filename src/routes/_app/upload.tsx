import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { UploadScreen } from '../../features/journal/upload-screen'
import { UPLOAD_TABS } from '../../features/journal/upload-tabs'

// ?tab= opens a tab (an unknown one falls back to Manual); ?shared=true says screenshots were shared
// to the installed app and wait for the Screenshot tab (public/share-target.js).
const UploadSearch = v.object({
  tab: v.fallback(v.optional(v.picklist(UPLOAD_TABS)), undefined),
  shared: v.fallback(v.optional(v.boolean()), undefined),
})

export const Route = createFileRoute('/_app/upload')({
  validateSearch: (search) => v.parse(UploadSearch, search),
  component: UploadScreen,
})
