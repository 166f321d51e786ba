/** Files carried by a paste or a drop; text-only clipboards give none. */
export function filesOf(data: DataTransfer | null): File[] {
  if (!data) return []
  const files = Array.from(data.files)
  if (files.length > 0) return files
  // Some browsers expose a pasted image only as an item.
  return Array.from(data.items)
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null)
}

export function carriesFiles(data: DataTransfer | null): boolean {
  return data !== null && Array.from(data.types).includes('Files')
}
