import { useLingui } from '@lingui/react/macro'
import { KBarAnimator, KBarPortal, KBarPositioner, KBarResults, KBarSearch, useKBar } from 'kbar'
import { useMemo, type ReactNode } from 'react'
import type { ActionImpl } from 'kbar'
import { cx } from '../components/class-names'
import { SearchIcon } from '../icons/action-icons'
import { usePaletteEntries } from './command-palette-provider'
import { filterPaletteEntries, flattenPaletteGroups, groupPaletteEntries } from './palette-entries'
import * as styles from './command-palette.css'

export interface CommandPaletteProps {
  /** docs/product.md: 'Search pages, features, tools...' (translated by the caller). */
  placeholder: string
  /** docs/product.md: 'Press ⌘K or Ctrl+K to toggle'. */
  footer: string
  /** docs/product.md: 'No results found'. */
  emptyText: string
  /** The dialog's accessible name; default 'Command palette'. */
  label?: string
  /** The search field's accessible name; default 'Search'. */
  searchLabel?: string
}

/** docs/product.md: "The result list has a maximum height of 300px". */
export const PALETTE_MAX_HEIGHT = 300

/** The palette's portal UI. Needs <CommandPaletteProvider/> above it; renders nothing while closed. */
export function CommandPalette(props: CommandPaletteProps) {
  const { t } = useLingui()
  return (
    <KBarPortal>
      <KBarPositioner className={styles.positioner}>
        <KBarAnimator className={styles.animator}>
          <div role="dialog" aria-modal="true" aria-label={props.label ?? t`Command palette`}>
            <div className={styles.searchRow}>
              <SearchIcon size={18} />
              <KBarSearch className={styles.search} defaultPlaceholder={props.placeholder} aria-label={props.searchLabel ?? t`Search`} />
            </div>
            <PaletteResults emptyText={props.emptyText} />
            <div className={styles.footer}>{props.footer}</div>
          </div>
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  )
}

function PaletteResults({ emptyText }: { emptyText: string }) {
  const entries = usePaletteEntries()
  // kbar's own matcher (useMatches) is fuzzy; docs/product.md wants substring matching, so only the raw query is read from kbar.
  const { searchQuery, actions } = useKBar((state) => ({ searchQuery: state.searchQuery, actions: state.actions }))

  const items = useMemo(() => {
    const flat = flattenPaletteGroups(groupPaletteEntries(filterPaletteEntries(entries, searchQuery)))
    // kbar runs an item through its registered ActionImpl (perform, then close); skip any not registered yet.
    const result: Array<string | ActionImpl> = []
    for (const item of flat) {
      const action = typeof item === 'string' ? item : actions[item.id]
      if (action) result.push(action)
    }
    return result
  }, [entries, searchQuery, actions])
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries])

  if (items.length === 0) {
    return (
      <p role="status" className={styles.empty}>
        {emptyText}
      </p>
    )
  }
  return (
    <div className={styles.results}>
      <KBarResults
        items={items}
        maxHeight={PALETTE_MAX_HEIGHT}
        onRender={({ item, active }) =>
          typeof item === 'string' ? <div className={styles.groupHeader}>{item}</div> : <PaletteRow action={item} active={active} icon={byId.get(item.id)?.icon} />
        }
      />
    </div>
  )
}

function PaletteRow({ action, active, icon }: { action: ActionImpl; active: boolean; icon: ReactNode }) {
  return (
    <div className={cx(styles.item, active && styles.itemActive)}>
      {icon ? (
        <span className={styles.itemIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.itemText}>
        <span className={styles.itemTitle}>{action.name}</span>
        {action.subtitle ? <span className={styles.itemDescription}>{action.subtitle}</span> : null}
      </span>
    </div>
  )
}
