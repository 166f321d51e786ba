import { createFileRoute } from '@tanstack/react-router'
import { loadCatalog } from '../../i18n'
import { FaqScreen } from '../../features/help/faq-screen'

export const Route = createFileRoute('/_app/faq')({
  // The guide's, FAQ's and blog's texts come in a catalog of their own (lingui.config.ts).
  loader: () => loadCatalog('long-form'),
  component: FaqScreen,
})
