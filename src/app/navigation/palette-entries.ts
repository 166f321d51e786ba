import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface PaletteEntryDefinition {
  id: string
  title: MessageDescriptor
  path: string
  category: MessageDescriptor
  /** Search terms from docs/product.md's table; not shown, so they stay as written there. */
  keywords: string[]
  description: MessageDescriptor
}

const pages = msg`Pages`
const tools = msg`Tools`

/** docs/product.md's command palette table, in its order. */
export const PALETTE_ENTRIES: PaletteEntryDefinition[] = [
  { id: 'dashboard', title: msg`Dashboard`, path: '/dashboard', category: pages, keywords: ['home', 'overview', 'main', 'stats'], description: msg`View your trading overview` },
  { id: 'upload', title: msg`Upload Trades`, path: '/upload', category: pages, keywords: ['add', 'import', 'csv', 'new trade'], description: msg`Add new trades to your journal` },
  {
    id: 'analytics',
    title: msg`Analytics`,
    path: '/analytics',
    category: pages,
    keywords: ['stats', 'charts', 'analysis', 'performance'],
    description: msg`Deep dive into your performance`,
  },
  { id: 'forecast', title: msg`Forecast`, path: '/forecast', category: pages, keywords: ['prediction', 'projection', 'goals'], description: msg`Project future performance` },
  { id: 'settings', title: msg`Settings`, path: '/settings', category: pages, keywords: ['preferences', 'config', 'account'], description: msg`Configure your account` },
  {
    id: 'market-data',
    title: msg`Market Data`,
    path: '/market-data',
    category: tools,
    keywords: ['prices', 'crypto', 'live', 'btc', 'eth'],
    description: msg`View live market information`,
  },
  { id: 'social', title: msg`Social`, path: '/social', category: msg`Community`, keywords: ['community', 'leaderboard', 'share'], description: msg`Connect with other traders` },
  {
    id: 'achievements',
    title: msg`Achievements`,
    path: '/gamification',
    category: msg`Rewards`,
    keywords: ['badges', 'xp', 'level', 'rewards'],
    description: msg`Track your progress and unlock rewards`,
  },
  { id: 'fee-analysis', title: msg`Fee Analysis`, path: '/fee-analysis', category: tools, keywords: ['costs', 'fees', 'expenses'], description: msg`Analyze your trading costs` },
  {
    id: 'ai-tools',
    title: msg`AI Tools`,
    path: '/ai-tools',
    category: tools,
    keywords: ['artificial intelligence', 'assistant', 'analysis'],
    description: msg`AI-powered trading insights`,
  },
]
