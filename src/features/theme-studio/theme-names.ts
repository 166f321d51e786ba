import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Rank } from '../../domain/preferences/progression'
import type { SuggestionReason } from '../../domain/themes'

/** Translated names and descriptions of the catalogue's themes (custom themes keep the trader's name). */
export const THEME_LABELS: Readonly<Record<string, { name: MessageDescriptor; description: MessageDescriptor }>> = {
  ocean: { name: msg`Ocean`, description: msg`The standard blue palette` },
  default: { name: msg`Default`, description: msg`Clean blue and violet` },
  purple: { name: msg`Purple Haze`, description: msg`Deep purples` },
  classic: { name: msg`Classic Trader`, description: msg`Terminal blue with gold` },
  midnight: { name: msg`Midnight`, description: msg`Calm indigo for late sessions` },
  'neon-nights': { name: msg`Neon Nights`, description: msg`Electric purple and cyan` },
  'ocean-breeze': { name: msg`Ocean Breeze`, description: msg`Fresh teal and sea blue` },
  'sunset-glow': { name: msg`Sunset Glow`, description: msg`Warm orange and rose` },
  'cyber-punk': { name: msg`Cyber Punk`, description: msg`Acid yellow on magenta` },
  'gold-rush': { name: msg`Gold Rush`, description: msg`Gold for legends` },
  focus: { name: msg`Focus`, description: msg`Muted tones for deep work` },
  'wall-street': { name: msg`Wall Street`, description: msg`Money green and brass` },
  forest: { name: msg`Forest`, description: msg`Pine and moss` },
  neon: { name: msg`Neon City`, description: msg`Pink and cyan lights` },
  sunset: { name: msg`Sunset`, description: msg`Evening orange` },
  arctic: { name: msg`Arctic`, description: msg`Ice blue` },
  matrix: { name: msg`Matrix`, description: msg`Green code` },
  fire: { name: msg`Fire`, description: msg`Red and ember` },
  galaxy: { name: msg`Galaxy`, description: msg`Violet nebula` },
  synthwave: { name: msg`Synthwave`, description: msg`Retro magenta and cyan` },
  halloween: { name: msg`Halloween`, description: msg`Spooky orange and purple` },
  christmas: { name: msg`Christmas`, description: msg`Festive red and green` },
  'new-year': { name: msg`New Year`, description: msg`Gold and midnight blue` },
  hanukkah: { name: msg`Hanukkah`, description: msg`Blue, silver and candlelight` },
  diwali: { name: msg`Diwali`, description: msg`Lamps of saffron and gold` },
  carnival: { name: msg`Carnival`, description: msg`Bright magenta and teal` },
}

export const RANK_LABELS: Readonly<Record<Rank, MessageDescriptor>> = {
  rookie_trader: msg`Rookie Trader`,
  active_trader: msg`Active Trader`,
  consistent_trader: msg`Consistent Trader`,
  pro_trader: msg`Pro Trader`,
  elite_trader: msg`Elite Trader`,
  legend_trader: msg`Legend Trader`,
}

export const SUGGESTION_REASONS: Readonly<Record<SuggestionReason, MessageDescriptor>> = {
  'late-night': msg`Easy on the eyes late at night`,
  evening: msg`Warm colours for the evening session`,
  morning: msg`A fresh start for the morning`,
  'work-hours': msg`Fewer distractions during market hours`,
  weekend: msg`Something playful for the weekend`,
}
