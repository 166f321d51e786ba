import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export type NavIcon =
  | 'dashboard'
  | 'journal'
  | 'upload'
  | 'analytics'
  | 'fees'
  | 'accounts'
  | 'reports'
  | 'goals'
  | 'risk'
  | 'psychology'
  | 'plan'
  | 'exchanges'
  | 'wallet'
  | 'forecast'
  | 'achievements'
  | 'market'
  | 'calendar'
  | 'social'
  | 'ai'
  | 'alerts'
  | 'metrics'
  | 'help'
  | 'settings'

export interface NavItem {
  to: string
  label: MessageDescriptor
  icon: NavIcon
}

export interface NavSection {
  id: string
  label: MessageDescriptor
  items: NavItem[]
}

/** Every protected screen, grouped as the sidebar and the phone's "More" drawer show them. */
export const NAV_SECTIONS: NavSection[] = [
  {
    id: 'journal',
    label: msg`Journal`,
    items: [
      { to: '/dashboard', label: msg`Dashboard`, icon: 'dashboard' },
      { to: '/journal', label: msg`Trades`, icon: 'journal' },
      { to: '/upload', label: msg`Upload Trades`, icon: 'upload' },
      { to: '/trade-analysis', label: msg`Trade Analysis`, icon: 'analytics' },
      { to: '/accounts', label: msg`Accounts`, icon: 'accounts' },
      { to: '/psychology', label: msg`Psychology`, icon: 'psychology' },
    ],
  },
  {
    id: 'analysis',
    label: msg`Analysis`,
    items: [
      { to: '/analytics', label: msg`Analytics`, icon: 'analytics' },
      { to: '/progress-analytics', label: msg`Progress`, icon: 'metrics' },
      { to: '/my-metrics', label: msg`My Metrics`, icon: 'metrics' },
      { to: '/fee-analysis', label: msg`Fee Analysis`, icon: 'fees' },
      { to: '/forecast', label: msg`Forecast`, icon: 'forecast' },
      { to: '/reports', label: msg`Reports`, icon: 'reports' },
      { to: '/tax-reports', label: msg`Tax Reports`, icon: 'reports' },
    ],
  },
  {
    id: 'discipline',
    label: msg`Discipline`,
    items: [
      { to: '/goals', label: msg`Goals`, icon: 'goals' },
      { to: '/trading-plan', label: msg`Trading Plan`, icon: 'plan' },
      { to: '/risk-management', label: msg`Risk Management`, icon: 'risk' },
      { to: '/performance-alerts', label: msg`Performance Alerts`, icon: 'alerts' },
      { to: '/gamification', label: msg`Achievements`, icon: 'achievements' },
    ],
  },
  {
    id: 'markets',
    label: msg`Markets and tools`,
    items: [
      { to: '/exchange-connections', label: msg`Exchanges`, icon: 'exchanges' },
      { to: '/spot-wallet', label: msg`Spot Wallet`, icon: 'wallet' },
      { to: '/market-data', label: msg`Market Data`, icon: 'market' },
      { to: '/long-short-ratio', label: msg`Long/Short Ratio`, icon: 'market' },
      { to: '/economic-calendar', label: msg`Economic Calendar`, icon: 'calendar' },
      { to: '/ai-tools', label: msg`AI Tools`, icon: 'ai' },
    ],
  },
  {
    id: 'community',
    label: msg`Community`,
    items: [
      { to: '/social', label: msg`Social`, icon: 'social' },
      { to: '/leaderboard', label: msg`Leaderboard`, icon: 'achievements' },
    ],
  },
  {
    id: 'help',
    label: msg`Help`,
    items: [
      { to: '/user-guide', label: msg`User Guide`, icon: 'help' },
      { to: '/faq', label: msg`FAQ`, icon: 'help' },
      { to: '/settings', label: msg`Settings`, icon: 'settings' },
    ],
  },
]

/** The phone's bottom bar: the four screens a trader opens most, then "More". */
export const PRIMARY_NAV: NavItem[] = [
  { to: '/dashboard', label: msg`Dashboard`, icon: 'dashboard' },
  { to: '/journal', label: msg`Trades`, icon: 'journal' },
  { to: '/upload', label: msg`Add`, icon: 'upload' },
  { to: '/analytics', label: msg`Analytics`, icon: 'analytics' },
]
