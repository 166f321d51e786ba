/**
 * A UUID derived from a namespace (the account a backup is restored into) and an id (a record's id
 * in the backup), always the same for the same pair: restoring one file twice into one account
 * meets the records it wrote the first time instead of copying them, while two accounts restoring
 * the same file get ids of their own, so neither collides with the other's rows on the server.
 *
 * cyrb128 (a public-domain 128-bit string hash by bryc): pure, synchronous and the same on every
 * device (crypto.subtle is missing on plain-http origins). Not for anything secret; formatted as a
 * version 4 UUID so every UUID check and the server's uuid columns take it.
 */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let index = 0; index < text.length; index++) {
    const k = text.charCodeAt(index)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

export function derivedId(namespace: string, id: string): string {
  const hex = cyrb128(`${namespace}\u0000${id}`)
    .map((word) => word.toString(16).padStart(8, '0'))
    .join('')
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
