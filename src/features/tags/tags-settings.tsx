import type { TagKind } from '../../domain'
import { TagManager } from './tag-manager'
import { useTagUsage } from './use-tag-usage'

const KINDS: readonly TagKind[] = ['setup', 'emotion', 'mistake']

/** Settings > setups: setups, emotions and mistakes, each managed in its own card. */
export function TagsSettings() {
  const { usage } = useTagUsage()
  return (
    <>
      {KINDS.map((kind) => (
        <TagManager key={kind} kind={kind} usage={usage} />
      ))}
    </>
  )
}
