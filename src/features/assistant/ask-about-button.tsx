import { useLingui } from '@lingui/react/macro'
import { Button } from '../../ui'
import { openAssistant } from './assistant-store'

/** 'Ask about this' on an insight or a statistic: opens the assistant with a question about it. */
export function AskAboutButton({ question }: { readonly question: string }) {
  const { t } = useLingui()
  return (
    <Button size="sm" variant="ghost" aria-label={t`Ask about this: ${question}`} onClick={() => openAssistant(question)}>
      {t`Ask about this`}
    </Button>
  )
}
