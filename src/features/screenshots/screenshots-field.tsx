import { useLingui } from '@lingui/react/macro'
import { type DragEvent, useEffect, useRef, useState } from 'react'
import { SCREENSHOT_ACCEPT } from '../../domain/files'
import { CloseIcon, cx, Field, IconButton, Spinner, TextInput, useMediaQuery } from '../../ui'
import { carriesFiles, filesOf } from './clipboard-files'
import { screenshotErrorMessage } from './screenshot-errors'
import * as styles from './screenshots-field.css'
import type { PendingScreenshots } from './use-pending-screenshots'

export interface ScreenshotsFieldProps {
  /** From usePendingScreenshots(): the form owns it, so it can store the images after saving. */
  readonly state: PendingScreenshots
  readonly label?: string
}

/**
 * Pick, drop or paste PNG and JPEG screenshots. Each file is checked by its bytes (20 MB at most);
 * refused ones get a message naming them, accepted ones a thumbnail with a remove button. Nothing
 * else in the form is touched, so a refused file never costs what was typed.
 */
export function ScreenshotsField({ state, label }: ScreenshotsFieldProps) {
  const { t } = useLingui()
  const zone = useRef<HTMLDivElement>(null)
  const [dragging, setDragging] = useState(false)
  const desktop = useMediaQuery('(pointer: fine)')
  const { add } = state

  // A pasted image lands here from anywhere in the surrounding form; text pastes go on as usual.
  useEffect(() => {
    const target: HTMLElement | Document = zone.current?.closest('form') ?? document
    const onPaste = (event: Event) => {
      const files = filesOf((event as ClipboardEvent).clipboardData)
      if (files.length === 0) return
      event.preventDefault()
      add(files)
    }
    target.addEventListener('paste', onPaste)
    return () => target.removeEventListener('paste', onPaste)
  }, [add])

  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event.dataTransfer)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }
  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event.dataTransfer)) return
    event.preventDefault()
    setDragging(false)
    add(filesOf(event.dataTransfer))
  }

  const errors = state.rejected.map((rejected) => (
    <span key={rejected.id} className={styles.errorLine}>
      {screenshotErrorMessage(rejected.code, rejected.fileName)}
    </span>
  ))

  return (
    <div
      ref={zone}
      className={cx(styles.zone, dragging && styles.dragging)}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Field
        label={label ?? t`Screenshots`}
        helperText={desktop ? t`PNG or JPEG, up to 20 MB each. You can also drop images here or paste them.` : t`PNG or JPEG, up to 20 MB each.`}
        errorText={errors.length > 0 ? errors : undefined}
      >
        <TextInput
          type="file"
          name="screenshots"
          accept={SCREENSHOT_ACCEPT}
          multiple
          className={styles.fileInput}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []))
            // Cleared so that picking the same file again (after removing it) is seen as a change.
            event.target.value = ''
          }}
        />
      </Field>
      {state.items.length > 0 ? (
        <ul aria-label={t`Screenshots to attach`} className={styles.thumbs}>
          {state.items.map((item) => {
            const name = item.fileName
            return (
              <li key={item.id} className={styles.thumb}>
                <img src={item.previewUrl} alt={item.fileName} className={styles.thumbImage} />
                {item.status === 'processing' ? (
                  <span className={styles.thumbBusy}>
                    <Spinner size="sm" label={t`Processing...`} />
                  </span>
                ) : null}
                <IconButton
                  aria-label={t`Remove ${name}`}
                  icon={<CloseIcon />}
                  size="sm"
                  variant="secondary"
                  className={styles.removeButton}
                  onClick={() => state.remove(item.id)}
                />
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
