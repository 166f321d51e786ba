/** Joins class names, skipping empty ones (no dependency for a one-liner). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
