import { useEffect } from 'react'
import { useLingui } from '@lingui/react'
import type { FaqGroup } from './faq-entries'

/**
 * schema.org FAQPage data for search engines, built from the same (translated) entries the page
 * shows and placed in <head> while the page is open. It is set as text, never parsed as HTML, so no
 * markup can be injected through a translation. (React never runs <script> tags it renders, and
 * warns about them, hence the effect.)
 */
export function FaqStructuredData({ groups }: { groups: FaqGroup[] }) {
  const { i18n } = useLingui()
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        '@type': 'Question',
        name: i18n._(entry.question),
        acceptedAnswer: { '@type': 'Answer', text: entry.answer.map((p) => i18n._(p)).join('\n\n') },
      })),
    ),
  })
  useEffect(() => {
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = json
    document.head.append(script)
    return () => script.remove()
  }, [json])
  return null
}
