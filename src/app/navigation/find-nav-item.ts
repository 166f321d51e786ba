import { NAV_SECTIONS, type NavItem } from './nav-items'

const ALIASES: Record<string, string> = { '/exchanges': '/exchange-connections', '/achievements': '/gamification' }

/** The navigation entry a path belongs to (its own, or its parent's for deeper paths). */
export function findNavItem(pathname: string): NavItem | undefined {
  const path = ALIASES[pathname] ?? pathname
  const items = NAV_SECTIONS.flatMap((section) => section.items)
  return items.find((item) => item.to === path) ?? items.find((item) => path.startsWith(`${item.to}/`))
}
