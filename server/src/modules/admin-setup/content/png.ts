import { createHash } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'

/**
 * A tiny PNG encoder (8-bit RGB, no interlace) and a seeded pattern drawn with it: enough for
 * the development image generator and the seed's plans and creatives, without an image library.
 */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])))
  return Buffer.concat([head, data, crc])
}

/** `pixel(x, y)` answers [r, g, b]. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number],
): Buffer {
  const row = 1 + width * 3
  const raw = Buffer.alloc(row * height)
  for (let y = 0; y < height; y++) {
    // Each row starts with filter type 0 (none).
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y)
      const at = y * row + 1 + x * 3
      raw[at] = r
      raw[at + 1] = g
      raw[at + 2] = b
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A pattern that only the seed text decides: two colours from its hash, in stripes and a grid
 * whose spacing the hash also picks. The same text always gives the same bytes.
 */
export function patternPng(seedText: string, width = 160, height = 120): Buffer {
  const h = createHash('sha256').update(seedText).digest()
  const a = [h[0]!, h[1]!, h[2]!] as const
  const b = [255 - h[3]! / 2, 255 - h[4]! / 2, 255 - h[5]! / 2] as const
  const stripe = 6 + (h[6]! % 18)
  const grid = 10 + (h[7]! % 30)
  const slope = 1 + (h[8]! % 3)
  return encodePng(width, height, (x, y) => {
    const onGrid = x % grid === 0 || y % grid === 0
    if (onGrid) return [40, 40, 40]
    return Math.floor((x + slope * y) / stripe) % 2 === 0 ? a : b
  })
}
