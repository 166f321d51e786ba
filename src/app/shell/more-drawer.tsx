import { useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { NAV_SECTIONS } from '../navigation/nav-items'
import { NavGlyph } from './nav-glyph'
import * as styles from './more-drawer.css'

/**
 * Every screen, as a bottom sheet on phones (the bottom bar has room for four). A native modal
 * <dialog> gives focus trapping, Escape and the inert background for free, and keeps a dialog
 * library out of the shell's first paint.
 */
export function MoreDrawer({ triggerClassName }: { triggerClassName: string }) {
  const { t, i18n } = useLingui()
  const dialog = useRef<HTMLDialogElement>(null)
  const close = () => dialog.current?.close()
  // Closing hands the focus back to More; after choosing a screen it belongs to that screen instead.
  const open = () => {
    close()
    document.getElementById('main-content')?.focus({ preventScroll: true })
  }
  return (
    <>
      <button type="button" className={triggerClassName} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        <NavGlyph icon="more" className={styles.triggerIcon} />
        <span>{t`More`}</span>
      </button>
      {/* Escape closes a modal <dialog> natively; the click handler only adds the backdrop click. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        className={styles.sheet}
        aria-labelledby="more-drawer-title"
        // A click on the backdrop lands on the dialog element itself, outside its content.
        onClick={(event) => event.target === dialog.current && close()}
      >
        <div className={styles.header}>
          <h2 id="more-drawer-title" className={styles.title}>
            {t`All screens`}
          </h2>
          <button type="button" className={styles.close} aria-label={t`Close`} onClick={close}>
            <NavGlyph icon="close" className={styles.triggerIcon} />
          </button>
        </div>
        <nav aria-label={t`All screens`}>
          {NAV_SECTIONS.map((section) => (
            <section key={section.id} className={styles.section}>
              <h3 className={styles.sectionTitle}>{i18n._(section.label)}</h3>
              <ul className={styles.grid}>
                {section.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className={styles.item} onClick={open}>
                      <NavGlyph icon={item.icon} className={styles.itemIcon} />
                      <span>{i18n._(item.label)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </dialog>
    </>
  )
}
