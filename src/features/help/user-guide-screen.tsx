import { useLingui as useLinguiCore } from '@lingui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { EmptyState, PageHeader, TextField } from '../../ui'
import { type GuideBlock, GUIDE_SECTIONS } from './guide/guide-sections'
import { matchesSearch } from './guide/search-text'
import * as styles from './faq/help.css'

/** /user-guide: how to use this journal, with a table of contents, in-page anchors and a search. */
export function UserGuideScreen() {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const [search, setSearch] = useState('')
  const textsOf = (block: GuideBlock): string[] =>
    block.kind === 'text'
      ? [i18n._(block.text)]
      : block.kind === 'steps'
        ? block.items.map((item) => i18n._(item))
        : block.items.flatMap((item) => [item.keys.join(' '), i18n._(item.text)])
  const sections = GUIDE_SECTIONS.filter((section) => matchesSearch(search, [i18n._(section.title), ...section.blocks.flatMap(textsOf)]))
  const searching = search.trim() !== ''

  return (
    <>
      <PageHeader title={t`User Guide`} description={t`How to get the most out of your journal`} />
      <div className={styles.page}>
        <TextField className={styles.search} type="search" label={t`Search the guide`} value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
        <p className={styles.muted} role="status">
          {searching ? <Plural value={sections.length} one="# section matches." other="# sections match." /> : null}
        </p>
        <div className={styles.layout}>
          <nav className={styles.toc} aria-labelledby="guide-contents">
            <h2 id="guide-contents" className={styles.tocTitle}>
              <Trans>Contents</Trans>
            </h2>
            <ol className={styles.tocList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a className={styles.tocLink} href={`#${section.id}`}>
                    {i18n._(section.title)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className={styles.sections}>
            {sections.length === 0 ? (
              <EmptyState
                title={t`Nothing in the guide matches "${search}"`}
                description={
                  <Trans>
                    Try other words, or look in the <Link to="/faq">FAQ</Link>.
                  </Trans>
                }
                headingLevel={2}
              />
            ) : (
              sections.map((section) => (
                <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
                  <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                    {i18n._(section.title)}
                  </h2>
                  {section.blocks.map((block, index) => (
                    <Block key={index} block={block} />
                  ))}
                </section>
              ))
            )}
          </div>
        </div>
      </div>
    </>
  )
}

function Block({ block }: { block: GuideBlock }) {
  const { i18n } = useLinguiCore()
  if (block.kind === 'text') return <p className={styles.paragraph}>{i18n._(block.text)}</p>
  if (block.kind === 'steps')
    return (
      <ol className={styles.steps}>
        {block.items.map((item) => (
          <li key={item.id}>{i18n._(item)}</li>
        ))}
      </ol>
    )
  return (
    <dl className={styles.keys}>
      {block.items.map((item) => (
        <div key={item.text.id}>
          <dt>
            {item.keys.map((combo, index) => (
              <span key={combo}>
                {index > 0 ? ' / ' : null}
                {combo.split('+').map((key, at) => (
                  <span key={key}>
                    {at > 0 ? ' + ' : null}
                    <kbd className={styles.kbd}>{key}</kbd>
                  </span>
                ))}
              </span>
            ))}
          </dt>
          <dd className={styles.keyText}>{i18n._(item.text)}</dd>
        </div>
      ))}
    </dl>
  )
}
