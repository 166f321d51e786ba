import * as v from 'valibot'
import { withDefault } from './parse-helpers'

export type ThemeOption = 'light' | 'dark' | 'system'
export type AppLanguage = 'en' | 'es' | 'pt'
export type TraderStyle = 'scalper' | 'dayTrader' | 'swingTrader' | 'positionTrader'

/** docs/product.md's User profile. Email is not here: it belongs to the account and cannot be changed. */
export interface Profile {
  readonly fullName: string
  readonly country: string
  readonly photoUrl: string | null
  /** IANA zone used to bucket days, hours and periods of day; null means the device's zone. */
  readonly timeZone: string | null
  /** Display currency, e.g. `USD`. */
  readonly currency: string
  /** `auto` follows the language; otherwise a pattern such as `dd/MM/yyyy`. */
  readonly dateFormat: string
  readonly theme: ThemeOption
  /** null means detected (docs/product.md section 9). */
  readonly language: AppLanguage | null
  readonly accentColor: string | null
  readonly blurSensitiveData: boolean
  readonly traderStyle: TraderStyle | null
}

export const PROFILE_DEFAULTS: Profile = {
  fullName: '',
  country: '',
  photoUrl: null,
  timeZone: null,
  currency: 'USD',
  dateFormat: 'auto',
  theme: 'system',
  language: null,
  accentColor: null,
  blurSensitiveData: false,
  traderStyle: null,
}

const d = PROFILE_DEFAULTS
export const profileSchema = v.looseObject({
  fullName: withDefault(v.pipe(v.string(), v.maxLength(100)), d.fullName),
  country: withDefault(v.pipe(v.string(), v.maxLength(100)), d.country),
  photoUrl: withDefault(v.nullable(v.string()), d.photoUrl),
  timeZone: withDefault(v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), d.timeZone),
  currency: withDefault(v.pipe(v.string(), v.minLength(1), v.maxLength(16)), d.currency),
  dateFormat: withDefault(v.pipe(v.string(), v.minLength(1), v.maxLength(32)), d.dateFormat),
  theme: withDefault(v.picklist(['light', 'dark', 'system']), d.theme),
  language: withDefault(v.nullable(v.picklist(['en', 'es', 'pt'])), d.language),
  accentColor: withDefault(v.nullable(v.string()), d.accentColor),
  blurSensitiveData: withDefault(v.boolean(), d.blurSensitiveData),
  traderStyle: withDefault(v.nullable(v.picklist(['scalper', 'dayTrader', 'swingTrader', 'positionTrader'])), d.traderStyle),
})
