import { useState } from 'react'
import { CustomThemesSection } from './custom-themes-section'
import { ModeSection } from './mode-section'
import { SeasonalCard } from './seasonal-card'
import { SuggestionCard } from './suggestion-card'
import { ThemeGrid } from './theme-grid'
import { getThemeStore } from './theme-store'
import { useThemeProgress } from './use-theme-progress'
import { useThemeState } from './use-theme-state'

/**
 * The Theme Studio's body (docs/product.md section 2): dark mode, the seasonal card, the suggestion, the unlocked
 * presets and the custom themes. The day and hour are read once when it opens, on the device's clock.
 */
export default function ThemeStudioPanel() {
  const { progress } = useThemeProgress()
  const { activeId, customThemes } = useThemeState()
  const [now] = useState(() => new Date())
  const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }
  const time = { hour: now.getHours(), weekday: now.getDay() }

  // docs/product.md section 4: choosing a theme applies and saves it; signed in, useThemeSync upserts the row.
  const choose = (id: string) => void getThemeStore().activate(id)

  return (
    <>
      <ModeSection />
      <SeasonalCard today={today} activeId={activeId} onApply={choose} />
      <SuggestionCard time={time} progress={progress} activeId={activeId} onApply={choose} />
      <ThemeGrid progress={progress} activeId={activeId} onApply={choose} />
      <CustomThemesSection themes={customThemes} activeId={activeId} onApply={choose} />
    </>
  )
}
