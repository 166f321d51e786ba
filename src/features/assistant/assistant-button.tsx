import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { SparklesIcon } from '../../ui'
import { loadAssistantPanel } from './assistant-launcher'
import { assistantState, subscribeAssistant, toggleAssistant } from './assistant-store'
import * as styles from './assistant.css'

/** The top bar's way to the assistant on every signed-in screen; its code is fetched on hover or focus. */
export function AssistantButton() {
  const { t } = useLingui()
  const open = useSyncExternalStore(subscribeAssistant, () => assistantState().open)
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-label={t`Assistant`}
      title={t`Assistant`}
      aria-haspopup="dialog"
      aria-expanded={open}
      onPointerEnter={() => void loadAssistantPanel()}
      onFocus={() => void loadAssistantPanel()}
      onClick={toggleAssistant}
    >
      <SparklesIcon size={20} />
    </button>
  )
}
