import { Trans, useLingui } from '@lingui/react/macro'
import { type DragEvent, useId, useRef, useState } from 'react'
import { buttonClass } from '../../ui'
import * as styles from './imports.css'

/** Pick (or drop) one or several exports. Any file is accepted: a wrong one gets a message, not silence. */
export function FilePicker({ onFiles, disabled }: { readonly onFiles: (files: File[]) => void; readonly disabled?: boolean }) {
  const { t } = useLingui()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled) onFiles([...event.dataTransfer.files])
  }

  return (
    <div
      className={styles.dropZone}
      data-dragging={dragging}
      onDragOver={(event) => {
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <p className={styles.muted}>
        <Trans>Drop exchange CSV exports here, or choose them. Each file is checked before anything is saved.</Trans>
      </p>
      <label htmlFor={inputId} className={buttonClass({ variant: 'secondary' })} aria-disabled={disabled}>
        <Trans>Choose CSV files</Trans>
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-label={t`CSV files`}
        disabled={disabled}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])]
          event.target.value = ''
          if (picked.length > 0) onFiles(picked)
        }}
      />
    </div>
  )
}
