import { useEffect } from 'react'
import { usePreference } from '../../db'
import { motionOf } from '../../domain/preferences/feedback'
import { applyMotion, rememberMotion } from '../../ui/theme/motion'

/**
 * Mounted by the app shell while a journal is open (renders nothing): the page moves as Settings >
 * Calm and motion say, from the stored row and at once when it changes here or arrives from another
 * device. The settings are also kept on the device, so the next start applies them before its first
 * paint (index.html's pre-paint script, then restoreSavedMotion), not after the journal opens.
 */
export default function MotionApplier() {
  const customization = usePreference('customization')
  const { calmModeEnabled, animationSpeed } = customization.value
  const loading = customization.isLoading

  useEffect(() => {
    // The defaults shown while loading are not the trader's choice: the restored settings stay until the row is read.
    if (loading) return
    const motion = motionOf({ calmModeEnabled, animationSpeed })
    applyMotion(motion)
    rememberMotion(motion)
  }, [loading, calmModeEnabled, animationSpeed])

  return null
}
