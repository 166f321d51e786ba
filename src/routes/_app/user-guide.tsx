import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../../i18n'
import { UserGuideScreen } from '../../features/help/user-guide-screen'

export const Route = createFileRoute('/_app/user-guide')({
  // The guide's, FAQ's and blog's texts come in a catalog of their own (lingui.config.ts).
  loader: () => loadCatalog('long-form'),
  component: UserGuideScreen,
})
