import { PopoverCloseTrigger, PopoverContent, PopoverDescription, PopoverPositioner, PopoverRoot, PopoverTitle, PopoverTrigger } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { useLingui } from '@lingui/react/macro'
import { useId, type ReactElement, type ReactNode } from 'react'
import { CloseIcon } from '../icons/action-icons'
import { IconButton } from './button'
import { cx } from './class-names'
import { closeButton, floating, positioner } from './overlay.css'
import * as styles from './popover.css'

type PopoverName =
  | { /** Visible heading; becomes the accessible name. */ title: ReactNode; 'aria-label'?: undefined }
  | { title?: undefined; /** Name for a popover without a visible heading. */ 'aria-label': string }

export type PopoverProps = PopoverName & {
  /** The element that toggles it; rendered as-is (asChild), so pass a Button or IconButton. */
  trigger: ReactElement
  description?: ReactNode
  children?: ReactNode
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** Content width in px or any CSS length (the Theme Studio asks for 380); capped by the screen. */
  width?: number | string
  placement?: 'bottom' | 'bottom-start' | 'bottom-end' | 'top' | 'top-start' | 'top-end' | 'left' | 'right'
  /** Show a labelled close button in the corner. */
  showClose?: boolean
  className?: string
}

export function Popover({
  trigger,
  title,
  description,
  children,
  open,
  defaultOpen,
  onOpenChange,
  width = 320,
  placement = 'bottom-end',
  showClose = true,
  className,
  ...rest
}: PopoverProps) {
  const { t } = useLingui()
  // Zag names the content after its title only if the title existed when it opened, which lazy
  // mounting prevents; fixed ids let the content point at them itself.
  const baseId = useId()
  const ids = { title: `${baseId}-title`, description: `${baseId}-description` }
  return (
    <PopoverRoot
      ids={ids}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      positioning={{ placement, gutter: 8 }}
      lazyMount
      unmountOnExit
    >
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <Portal>
        <PopoverPositioner className={positioner}>
          <PopoverContent
            aria-label={rest['aria-label']}
            aria-labelledby={title ? ids.title : undefined}
            aria-describedby={description ? ids.description : undefined}
            className={cx(floating, styles.content, className)} style={{ width }}>
            {title ? <PopoverTitle className={styles.title}>{title}</PopoverTitle> : null}
            {description ? <PopoverDescription className={styles.description}>{description}</PopoverDescription> : null}
            {showClose ? (
              <PopoverCloseTrigger asChild>
                <IconButton aria-label={t`Close`} icon={<CloseIcon />} size="sm" className={closeButton} />
              </PopoverCloseTrigger>
            ) : null}
            {children ? <div className={title || description ? styles.body : undefined}>{children}</div> : null}
          </PopoverContent>
        </PopoverPositioner>
      </Portal>
    </PopoverRoot>
  )
}
