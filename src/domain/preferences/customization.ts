import * as v from 'valibot'
import { customThemeListSchema, type CustomTheme } from './custom-themes'
import { withDefault } from './parse-helpers'

/** docs/product.md's table user_customization_preferences (one row per user), in camelCase. */
export interface Customization {
  readonly calmModeEnabled: boolean
  readonly soundEnabled: boolean
  /** 'normal' by default; docs/product.md does not list the other values. */
  readonly animationSpeed: string
  readonly activeTheme: string | null
  readonly unlockedThemes: readonly string[]
  /**
   * The Theme Studio's custom themes, kept in this row (its JSON `doc`, not a spec column) so they
   * travel with `activeTheme`, which may name one of them. null: this row never carried them (written
   * before they synced, or a default row), so a device keeps its own rather than losing them.
   */
  readonly customThemes: readonly CustomTheme[] | null
}

export const CUSTOMIZATION_DEFAULTS: Customization = {
  calmModeEnabled: false,
  soundEnabled: true,
  animationSpeed: 'normal',
  activeTheme: null,
  unlockedThemes: [],
  customThemes: null,
}

const d = CUSTOMIZATION_DEFAULTS
export const customizationSchema = v.looseObject({
  calmModeEnabled: withDefault(v.boolean(), d.calmModeEnabled),
  soundEnabled: withDefault(v.boolean(), d.soundEnabled),
  animationSpeed: withDefault(v.pipe(v.string(), v.minLength(1), v.maxLength(32)), d.animationSpeed),
  activeTheme: withDefault(v.nullable(v.pipe(v.string(), v.maxLength(64))), d.activeTheme),
  unlockedThemes: withDefault(v.array(v.string()), [...d.unlockedThemes]),
  customThemes: withDefault(v.nullable(customThemeListSchema), null),
})
