import { SegmentGroupIndicator, SegmentGroupItem, SegmentGroupItemHiddenInput, SegmentGroupItemText, SegmentGroupLabel, SegmentGroupRoot } from '@ark-ui/react/segment-group'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { cx } from '../components/class-names'
import { MonitorIcon, MoonIcon, SunIcon } from '../icons/status-icons'
import { parseThemeMode, type ThemeMode } from './theme-mode'
import * as styles from './theme-mode-switch.css'
import { visuallyHidden } from './utilities.css'
import { useThemeMode } from './use-theme-mode'

export interface ThemeModeSwitchProps {
  /** Icons only (the app bar); the words stay as accessible names. */
  compact?: boolean
  className?: string
}

/**
 * Light / Dark / System as one radio group (arrow keys move between them). Saves under the
 * 'theme' key and applies at once with the 0.5 s colour transition.
 */
export function ThemeModeSwitch({ compact = false, className }: ThemeModeSwitchProps) {
  const { t } = useLingui()
  const [mode, setMode] = useThemeMode()
  const options: Array<{ value: ThemeMode; label: string; icon: ReactNode }> = [
    { value: 'light', label: t`Light`, icon: <SunIcon size={16} /> },
    { value: 'dark', label: t`Dark`, icon: <MoonIcon size={16} /> },
    { value: 'system', label: t`System`, icon: <MonitorIcon size={16} /> },
  ]
  return (
    <SegmentGroupRoot value={mode} onValueChange={(details) => setMode(parseThemeMode(details.value))} orientation="horizontal" className={cx(styles.root, className)}>
      <SegmentGroupLabel className={visuallyHidden}>{t`Color mode`}</SegmentGroupLabel>
      <SegmentGroupIndicator className={styles.indicator} />
      {options.map((option) => (
        <SegmentGroupItem key={option.value} value={option.value} className={styles.item} title={compact ? option.label : undefined}>
          {option.icon}
          <SegmentGroupItemText className={compact ? visuallyHidden : undefined}>{option.label}</SegmentGroupItemText>
          <SegmentGroupItemHiddenInput />
        </SegmentGroupItem>
      ))}
    </SegmentGroupRoot>
  )
}
