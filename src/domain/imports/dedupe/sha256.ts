/**
 * SHA-256 of a string's UTF-8 bytes, as hex. Synchronous on purpose: WebCrypto's digest is async, and
 * keys are computed row by row inside the parse. FIPS 180-4; checked against its test vectors.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
])

const encoder = new TextEncoder()
const schedule = new Int32Array(64)
// Reused across calls: keys are hashed once per row, and allocation was most of the cost.
let buffer = new Uint8Array(256)

function rotr(value: number, bits: number): number {
  return (value >>> bits) | (value << (32 - bits))
}

export function sha256Hex(text: string): string {
  // UTF-8 takes at most 3 bytes per UTF-16 unit; 9 more for the padding and the length.
  const needed = Math.ceil((text.length * 3 + 9) / 64) * 64
  if (buffer.length < needed) buffer = new Uint8Array(needed * 2)
  const { written } = encoder.encodeInto(text, buffer)
  const blocks = Math.ceil((written + 9) / 64)
  const end = blocks * 64
  const padded = buffer
  padded.fill(0, written, end)
  padded[written] = 0x80
  // Messages here are far below 2^32 bits: the high word of the length stays zero.
  const bitLength = written * 8
  padded[end - 4] = (bitLength >>> 24) & 0xff
  padded[end - 3] = (bitLength >>> 16) & 0xff
  padded[end - 2] = (bitLength >>> 8) & 0xff
  padded[end - 1] = bitLength & 0xff
  let h0 = 0x6a09e667
  let h1 = 0xbb67ae85
  let h2 = 0x3c6ef372
  let h3 = 0xa54ff53a
  let h4 = 0x510e527f
  let h5 = 0x9b05688c
  let h6 = 0x1f83d9ab
  let h7 = 0x5be0cd19
  const w = schedule
  for (let block = 0; block < blocks; block++) {
    const offset = block * 64
    for (let i = 0; i < 16; i++) {
      const at = offset + i * 4
      w[i] = ((padded[at] ?? 0) << 24) | ((padded[at + 1] ?? 0) << 16) | ((padded[at + 2] ?? 0) << 8) | (padded[at + 3] ?? 0)
    }
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] ?? 0
      const b = w[i - 2] ?? 0
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10)
      w[i] = ((w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1) | 0
    }
    let a = h0
    let b = h1
    let c = h2
    let d = h3
    let e = h4
    let f = h5
    let g = h6
    let h = h7
    for (let i = 0; i < 64; i++) {
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
      const choice = (e & f) ^ (~e & g)
      const t1 = (h + s1 + choice + (K[i] ?? 0) + (w[i] ?? 0)) | 0
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
      const majority = (a & b) ^ (a & c) ^ (b & c)
      const t2 = (s0 + majority) | 0
      h = g
      g = f
      f = e
      e = (d + t1) | 0
      d = c
      c = b
      b = a
      a = (t1 + t2) | 0
    }
    h0 = (h0 + a) | 0
    h1 = (h1 + b) | 0
    h2 = (h2 + c) | 0
    h3 = (h3 + d) | 0
    h4 = (h4 + e) | 0
    h5 = (h5 + f) | 0
    h6 = (h6 + g) | 0
    h7 = (h7 + h) | 0
  }
  return [h0, h1, h2, h3, h4, h5, h6, h7].map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('')
}
