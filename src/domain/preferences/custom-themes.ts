import * as v from 'valibot'
import { arrayOfValid, withDefault } from './parse-helpers'

/** docs/product.md's limit on custom themes. */
export const MAX_CUSTOM_THEMES = 3

/** A custom colour theme; colours are HSL triples such as `212 72% 59%`; ids start with `custom-`. */
export interface CustomTheme {
  readonly id: string
  readonly name: string
  readonly primary: string
  readonly secondary: string
  readonly accent: string
  readonly profit: string
  readonly loss: string
}

export interface CustomThemes {
  readonly themes: readonly CustomTheme[]
}

export const CUSTOM_THEMES_DEFAULTS: CustomThemes = { themes: [] }

const colour = v.pipe(v.string(), v.minLength(1), v.maxLength(64))
const theme = v.object({
  id: v.pipe(v.string(), v.startsWith('custom-'), v.maxLength(64)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)),
  primary: colour,
  secondary: colour,
  accent: colour,
  profit: colour,
  loss: colour,
})

/** A list of custom themes: invalid items dropped, at most docs/product.md's 3 kept. */
export const customThemeListSchema = v.pipe(
  arrayOfValid(theme),
  v.transform((themes) => themes.slice(0, MAX_CUSTOM_THEMES)),
)

export const customThemesSchema = v.looseObject({
  themes: withDefault(customThemeListSchema, []),
})
