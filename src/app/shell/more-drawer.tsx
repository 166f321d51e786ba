import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { NAV_SECTIONS } from '../navigation/nav-items'
import { NavGlyph } from './nav-glyph'
import * as styles from './more-drawer.css'

/** Every screen, as a bottom sheet on phones (the bottom bar has room for four). */
export function MoreDrawer({ triggerClassName }: { triggerClassName: string }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
      <Dialog.Trigger className={triggerClassName}>
        <NavGlyph icon="more" className={styles.triggerIcon} />
        <span>{t`More`}</span>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.sheet}>
            <div className={styles.header}>
              <Dialog.Title className={styles.title}>{t`All screens`}</Dialog.Title>
              <Dialog.CloseTrigger className={styles.close} aria-label={t`Close`}>
                <NavGlyph icon="close" className={styles.triggerIcon} />
              </Dialog.CloseTrigger>
            </div>
            <nav aria-label={t`All screens`}>
              {NAV_SECTIONS.map((section) => (
                <section key={section.id} className={styles.section}>
                  <h2 className={styles.sectionTitle}>{i18n._(section.label)}</h2>
                  <ul className={styles.grid}>
                    {section.items.map((item) => (
                      <li key={item.to}>
                        <Link to={item.to} className={styles.item} onClick={() => setOpen(false)}>
                          <NavGlyph icon={item.icon} className={styles.itemIcon} />
                          <span>{i18n._(item.label)}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </nav>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
