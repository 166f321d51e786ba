import { useEffect } from 'react'
import { useKBar } from 'kbar'

const isApplePlatform = () => /Mac|iPod|iPhone|iPad/.test(navigator.platform)

/**
 * kbar toggles on `$mod+k`: Cmd+K on Apple devices, Ctrl+K elsewhere. docs/product.md asks for both
 * everywhere (a Mac keyboard on Linux, Ctrl+K habits on a Mac), so this handles the other one.
 */
export function OtherModifierShortcut() {
  const { query } = useKBar()
  useEffect(() => {
    const otherModifier = isApplePlatform() ? 'ctrlKey' : 'metaKey'
    const platformModifier = otherModifier === 'ctrlKey' ? 'metaKey' : 'ctrlKey'
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !event[otherModifier] || event[platformModifier] || event.altKey || event.shiftKey) return
      if (event.defaultPrevented) return
      event.preventDefault()
      query.toggle()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [query])
  return null
}
