import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { Button, buttonClass } from '../../ui'
import type { Id } from '../../db'
import { filesOf } from '../screenshots'
import { draftFailureMessage } from './draft-messages'
import { ScreenshotDraftForm } from './screenshot-draft-form'
import * as styles from './screenshot-reading.css'
import { sharedScreenshotsOfThisPage } from './shared-screenshots'
import { useScreenshotDrafts, type ScreenshotDraft } from './use-screenshot-drafts'

/**
 * The Screenshot tab of /upload: pick, paste or share (to the installed app) exchange screenshots;
 * each is read on this device into a draft that opens the ordinary trade form prefilled, the
 * screenshot attached on save. `takeShared`: this page was opened by a share.
 */
export function ScreenshotReadingPanel({ takeShared = false }: { takeShared?: boolean }) {
  const { t } = useLingui()
  const inputId = useId()
  const navigate = useNavigate()
  const state = useScreenshotDrafts()
  const { add } = state
  const [openId, setOpenId] = useState<Id>()
  const [nothingShared, setNothingShared] = useState(false)

  useEffect(() => {
    if (!takeShared) return
    let live = true
    void sharedScreenshotsOfThisPage().then((files) => {
      if (!live) return
      if (files.length > 0) add(files)
      else setNothingShared(true)
      // A reload must not look for the share again.
      void navigate({ to: '/upload', search: { tab: 'screenshot' }, replace: true })
    })
    return () => {
      live = false
    }
  }, [takeShared, add, navigate])

  // Ctrl+V / Cmd+V of an image anywhere on the tab; a paste the open trade form took is left to it.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (event.defaultPrevented) return
      const files = filesOf(event.clipboardData)
      if (files.length === 0) return
      event.preventDefault()
      add(files)
    }
    document.addEventListener('paste', onPaste)
    return () => document.removeEventListener('paste', onPaste)
  }, [add])

  // The first draft read opens by itself, so a single screenshot goes straight to its form.
  const firstReady = state.drafts.find((draft) => draft.status === 'ready')
  const open = state.drafts.find((draft) => draft.id === openId && draft.status === 'ready') ?? (openId === undefined ? firstReady : undefined)
  const progress = state.progress

  return (
    <section className={styles.panel} aria-label={t`Read trades from screenshots`}>
      <div className={styles.dropZone}>
        <p className={styles.muted}>
          <Trans>
            Choose or paste (Ctrl+V) screenshots of a position or P&L card, or of trade history rows, from Binance, Bybit or OKX. They are read on this device; nothing is sent
            anywhere.
          </Trans>
        </p>
        <label htmlFor={inputId} className={buttonClass({ variant: 'secondary' })}>
          <Trans>Choose screenshots</Trans>
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/png,image/jpeg"
          aria-label={t`Screenshots to read`}
          className={styles.hidden}
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])]
            event.target.value = ''
            if (picked.length > 0) add(picked)
          }}
        />
      </div>
      {nothingShared ? (
        <p role="alert" className={styles.error}>
          {t`No screenshot arrived with the share. Share it again, or choose it here.`}
        </p>
      ) : null}
      {progress ? (
        <div role="status">
          <p className={styles.muted}>{progress.stage === 'loading' ? t`Loading the screen reader…` : t`Reading the screenshot…`}</p>
          <progress max={1} value={progress.fraction} aria-label={progress.stage === 'loading' ? t`Loading the screen reader` : t`Reading the screenshot`} />
        </div>
      ) : null}
      {state.drafts.length > 0 ? (
        <ul className={styles.list} aria-label={t`Screenshots`}>
          {state.drafts.map((draft) => (
            <DraftItem key={draft.id} draft={draft} isOpen={draft.id === open?.id} onOpen={() => setOpenId(draft.id)} onRemove={() => state.remove(draft.id)} />
          ))}
        </ul>
      ) : null}
      {open ? (
        <ScreenshotDraftForm
          key={open.id}
          draft={open}
          onSaved={() => {
            state.markSaved(open.id)
            setOpenId(state.drafts.find((draft) => draft.status === 'ready' && draft.id !== open.id)?.id ?? '')
          }}
          onCancel={() => setOpenId('')}
        />
      ) : null}
    </section>
  )
}

function DraftItem({ draft, isOpen, onOpen, onRemove }: { draft: ScreenshotDraft; isOpen: boolean; onOpen: () => void; onRemove: () => void }) {
  const { t } = useLingui()
  const name = draft.fileName
  return (
    <li className={styles.item}>
      <span className={styles.fileName}>{name}</span>
      {draft.status === 'waiting' || draft.status === 'reading' ? <span className={styles.muted}>{t`Reading…`}</span> : null}
      {draft.status === 'saved' ? <span className={styles.muted}>{t`Saved as a trade`}</span> : null}
      {draft.status === 'failed' && draft.failure ? (
        <span role="alert" className={styles.error}>
          {draftFailureMessage(draft.failure, name)}
        </span>
      ) : null}
      {draft.status === 'ready' && !isOpen ? (
        <Button variant="secondary" size="sm" onClick={onOpen} aria-label={t`Open the draft from ${name}`}>
          {t`Open draft`}
        </Button>
      ) : null}
      {draft.status === 'failed' || draft.status === 'saved' ? (
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t`Remove ${name}`}>
          {t`Remove`}
        </Button>
      ) : null}
    </li>
  )
}
