import { useLingui } from '@lingui/react/macro'
import { changeLocale, LOCALES, LOCALE_NAMES, type Locale } from '../../i18n'
import * as styles from './language-select.css'

/** A native select: the platform picker is the most usable one on phones, and it needs no JS library. */
export function LanguageSelect() {
  const { t, i18n } = useLingui()
  return (
    <select className={styles.select} aria-label={t`Language`} value={i18n.locale} onChange={(event) => void changeLocale(event.target.value as Locale)}>
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </select>
  )
}
