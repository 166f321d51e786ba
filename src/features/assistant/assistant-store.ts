/**
 * Whether the assistant panel is open, and the question it was opened with. Kept apart from the
 * panel, which is loaded on first use: the header button, the palette and 'Ask about this' import
 * only this, so no screen's first JavaScript carries the question engine.
 */
export interface AssistantState {
  readonly open: boolean
  /** Asked once when the panel opens with it; `promptId` tells one request from the next. */
  readonly prompt: string | null
  readonly promptId: number
  /** The panel was asked for at least once (its code is wanted from then on). */
  readonly requested: boolean
}

let state: AssistantState = { open: false, prompt: null, promptId: 0, requested: false }
const listeners = new Set<() => void>()

function set(next: AssistantState) {
  state = next
  for (const listener of listeners) listener()
}

export function openAssistant(prompt?: string): void {
  const text = prompt?.trim()
  set({ open: true, requested: true, prompt: text ? text : null, promptId: text ? state.promptId + 1 : state.promptId })
}

export function closeAssistant(): void {
  if (state.open) set({ ...state, open: false })
}

export function toggleAssistant(): void {
  if (state.open) closeAssistant()
  else openAssistant()
}

export const assistantState = (): AssistantState => state

export function subscribeAssistant(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
