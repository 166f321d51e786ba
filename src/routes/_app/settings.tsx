import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SettingsScreen } from '../../features/settings/settings-screen'

// docs/product.md's order.
const SETTINGS_SECTIONS = ['profile', 'appearance', 'notifications', 'preferences', 'data', 'trading', 'setups', 'account'] as const

// An unknown or malformed ?section= falls back to the first section instead of failing.
const SettingsSearch = v.object({ section: v.fallback(v.optional(v.picklist(SETTINGS_SECTIONS)), undefined) })

export const Route = createFileRoute('/_app/settings')({
  validateSearch: (search) => v.parse(SettingsSearch, search),
  component: SettingsScreen,
})
