import * as v from 'valibot'
import { type Customization, CUSTOMIZATION_DEFAULTS, customizationSchema } from './customization'
import { type CustomThemes, CUSTOM_THEMES_DEFAULTS, customThemesSchema } from './custom-themes'
import { type DashboardLayouts, DASHBOARD_LAYOUTS_DEFAULTS, dashboardLayoutsSchema } from './dashboard-layouts'
import { type ImportPresets, IMPORT_PRESETS_DEFAULTS, importPresetsSchema } from './import-presets'
import { type NotificationPreferences, NOTIFICATION_DEFAULTS, notificationsSchema } from './notifications'
import { type Profile, PROFILE_DEFAULTS, profileSchema } from './profile'
import {
  type Achievements,
  ACHIEVEMENTS_DEFAULTS,
  achievementsSchema,
  type Progression,
  PROGRESSION_DEFAULTS,
  progressionSchema,
  type XpLevel,
  XP_LEVEL_DEFAULTS,
  xpLevelSchema,
} from './progression'
import { type TradingDefaults, TRADING_DEFAULTS, tradingDefaultsSchema } from './trading-defaults'
import { BREAKPOINTS, defaultLayout, layoutKeyOf } from '../dashboard-layout/widget-catalog'
// Kept beside the sample journal it is about (src/domain/sample-journal).
import { type Onboarding, ONBOARDING_DEFAULTS, onboardingSchema } from '../sample-journal/onboarding-preference'

export * from './customization'
export * from './custom-themes'
export * from './feedback'
export * from './dashboard-layouts'
export * from './import-presets'
export * from './notifications'
export * from './profile'
export * from './progression'
export * from './trading-defaults'
export * from '../sample-journal/onboarding-preference'

/** Every per-user preference document, by key. One document per key per user. */
export interface PreferenceValues {
  profile: Profile
  customization: Customization
  xpLevel: XpLevel
  progression: Progression
  achievements: Achievements
  notifications: NotificationPreferences
  tradingDefaults: TradingDefaults
  dashboardLayouts: DashboardLayouts
  customThemes: CustomThemes
  importPresets: ImportPresets
  onboarding: Onboarding
}
export type PreferenceKey = keyof PreferenceValues

export const PREFERENCE_DEFAULTS: { readonly [K in PreferenceKey]: PreferenceValues[K] } = {
  profile: PROFILE_DEFAULTS,
  customization: CUSTOMIZATION_DEFAULTS,
  xpLevel: XP_LEVEL_DEFAULTS,
  progression: PROGRESSION_DEFAULTS,
  achievements: ACHIEVEMENTS_DEFAULTS,
  notifications: NOTIFICATION_DEFAULTS,
  tradingDefaults: TRADING_DEFAULTS,
  dashboardLayouts: DASHBOARD_LAYOUTS_DEFAULTS,
  customThemes: CUSTOM_THEMES_DEFAULTS,
  importPresets: IMPORT_PRESETS_DEFAULTS,
  onboarding: ONBOARDING_DEFAULTS,
}

export const PREFERENCE_KEYS = Object.keys(PREFERENCE_DEFAULTS) as PreferenceKey[]

const schemas: { readonly [K in PreferenceKey]: v.GenericSchema<unknown, PreferenceValues[K]> } = {
  profile: profileSchema,
  customization: customizationSchema,
  xpLevel: xpLevelSchema,
  progression: progressionSchema,
  achievements: achievementsSchema,
  notifications: notificationsSchema,
  tradingDefaults: tradingDefaultsSchema,
  dashboardLayouts: dashboardLayoutsSchema,
  customThemes: customThemesSchema,
  importPresets: importPresetsSchema,
  onboarding: onboardingSchema,
}

/**
 * What a preference holds before the trader sets anything: its defaults, with the default dashboard
 * layout of each screen size where a missing layout stands for it. Two devices that each wrote the
 * preference before either reached the server are merged against it: what one of them changed from
 * here is theirs to keep.
 */
export function preferenceStartingValue(key: PreferenceKey): PreferenceValues[PreferenceKey] {
  if (key !== 'dashboardLayouts') return PREFERENCE_DEFAULTS[key]
  return { layouts: Object.fromEntries(BREAKPOINTS.map((breakpoint) => [layoutKeyOf(breakpoint), defaultLayout(breakpoint)])) }
}

export function isPreferenceKey(key: string): key is PreferenceKey {
  return Object.prototype.hasOwnProperty.call(PREFERENCE_DEFAULTS, key)
}

/**
 * Reads a stored preference value: absent or not an object gives the defaults; each corrupted field
 * gives its default; unknown fields are kept.
 */
export function parsePreference<K extends PreferenceKey>(key: K, raw: unknown): PreferenceValues[K] {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return PREFERENCE_DEFAULTS[key]
  const parsed = v.safeParse(schemas[key], raw)
  // The map above pairs each key with its schema; TypeScript cannot follow K through the lookup.
  return parsed.success ? (parsed.output as PreferenceValues[K]) : PREFERENCE_DEFAULTS[key]
}
