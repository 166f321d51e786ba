import {
  BellIcon, BookIcon, BrainIcon, CalendarIcon, ChartIcon, CloseIcon,
  DashboardIcon, DollarIcon, FileIcon, HelpIcon, LayersIcon, LogOutIcon, MoreIcon, SettingsIcon, ShieldIcon,
  SparklesIcon, TargetIcon, TrendingUpIcon, TrophyIcon, UploadIcon, UsersIcon, WalletIcon, ZapIcon,
  type IconComponent,
} from '../../ui/icons'
import type { NavIcon } from '../navigation/nav-items'

const GLYPHS: Record<NavIcon | 'more' | 'close' | 'sign-out', IconComponent> = {
  dashboard: DashboardIcon,
  journal: BookIcon,
  upload: UploadIcon,
  analytics: ChartIcon,
  fees: DollarIcon,
  accounts: LayersIcon,
  reports: FileIcon,
  goals: TargetIcon,
  risk: ShieldIcon,
  psychology: BrainIcon,
  plan: BookIcon,
  exchanges: ZapIcon,
  wallet: WalletIcon,
  forecast: TrendingUpIcon,
  achievements: TrophyIcon,
  market: ChartIcon,
  calendar: CalendarIcon,
  social: UsersIcon,
  ai: SparklesIcon,
  alerts: BellIcon,
  metrics: ChartIcon,
  help: HelpIcon,
  settings: SettingsIcon,
  more: MoreIcon,
  close: CloseIcon,
  'sign-out': LogOutIcon,
}

export function NavGlyph({ icon, className }: { icon: keyof typeof GLYPHS; className?: string }) {
  const Glyph = GLYPHS[icon]
  return <Glyph className={className} size="100%" />
}
