import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { ZDemoRequest } from './demo-requests.ts'
import {
  IMAGE_TYPES,
  MAX_AMOUNT,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  VALIDATION_MESSAGES as M,
  VIDEO_TYPES,
  ZDateRangeQuery,
  ZMobile,
  acceptAttribute,
  checkDateRange,
  checkFileCount,
  checkUpload,
  controlCharacterPath,
  hasControlCharacters,
  detectFileType,
  hasEmoji,
  hasSpecialCharacters,
  isWireDate,
  tooLongMessage,
  zAmount,
  zDescription,
  zName,
  zNoEmoji,
  zNumberText,
  zOptionalText,
  zRequiredText,
  zSearchBy,
  zText,
  zTitle,
  type TFileType,
} from './validators.ts'

/** The first issue's message, or null when the value passes: what a form shows. */
function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message')
}

function allErrors(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('mobile number (re-exported from contract/auth.ts)', () => {
  it.each([
    ['9876543210', true],
    ['6000000000', true],
    ['5876543210', false],
    ['987654321', false],
    ['98765432100', false],
    ['+919876543210', false],
    ['98765 43210', false],
    ['', false],
  ])('%j valid: %s', (phone, valid) => {
    expect(ZMobile.safeParse(phone).success).toBe(valid)
  })
})

describe('hasEmoji', () => {
  it.each([
    ['a face', '😀'],
    ['a skin tone', 'Hi 👋🏽'],
    ['a lone skin-tone modifier', '🏽'],
    ['a ZWJ family', '👨‍👩‍👧‍👦'],
    ['a ZWJ profession', '👩🏽‍💻'],
    ['a flag', 'India 🇮🇳'],
    ['a lone regional indicator', '🇮'],
    ['a subdivision flag (tag sequence)', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
    ['a keycap', '1️⃣'],
    ['a keycap without the selector', '#\u20E3'],
    ['a heart with the emoji selector', '❤️'],
    ['a heart without it', '❤'],
    ['a text-default pictograph', '☺'],
    ['copyright asked to be emoji', '©️'],
    ['a watch (BMP emoji)', '⌚'],
    ['a recent emoji (Unicode 14)', '🫠'],
    ['emoji inside Hindi', 'नमस्ते 🙏'],
  ])('flags %s', (_label, text) => {
    expect(hasEmoji(text)).toBe(true)
  })

  it.each([
    ['Hindi', 'राहुल शर्मा'],
    ['a conjunct', 'क्षत्रिय'],
    ['a ZWJ half form', 'क्\u200Dष'],
    ['Devanagari digits and danda', '१२३ रुपये।'],
    ['the rupee sign', '₹1,23,456.00'],
    ['punctuation', 'Hello, world! (test) - 50% @ #1 & co.; "quoted" \'single\' ?'],
    ['digits, # and * alone', '0123456789 # *'],
    ['typographic symbols', '© 2024 Godrej™ ® ‼'],
    ['stars and ticks', '★ ☆ ✓'],
    ['other scripts', 'தமிழ் اردو বাংলা'],
    ['arrows', '→ ← ↔'],
    ['empty', ''],
  ])('does not flag %s', (_label, text) => {
    expect(hasEmoji(text)).toBe(false)
  })
})

describe('hasSpecialCharacters (name-like fields)', () => {
  it.each([
    'Rahul Sharma',
    "D'Souza",
    'O’Brien',
    'Mary-Ann',
    'R. K. Sharma',
    'राहुल शर्मा',
    'क्\u200Dष',
    'Tower 2',
    'Larsen & Toubro',
    'ABC (India) Pvt. Ltd.',
    'Wing A/B, Phase 1',
  ])('accepts %j', (name) => {
    expect(hasSpecialCharacters(name)).toBe(false)
  })

  it.each([
    'Rahul@',
    'Rahul#1',
    'a$b',
    '50%',
    'name!',
    'semi;colon',
    '<b>',
    'a_b',
    'a+b',
    'a=b',
    'a"b',
    'a|b',
    'a\tb',
  ])('rejects %j', (name) => {
    expect(hasSpecialCharacters(name)).toBe(true)
  })
})

describe('text schemas', () => {
  it.each([
    ['', M.required],
    ['   ', M.required],
    ['a'.repeat(101), tooLongMessage(100)],
    ['ok 😀', M.noEmoji],
    ['a'.repeat(100), null],
    ['  Site visit  ', null],
    ['साइट विज़िट', null],
  ])('zTitle(%j) -> %j', (value, message) => {
    expect(firstError(zTitle, value)).toBe(message)
  })

  it('trims what it accepts', () => {
    expect(zTitle.parse('  Site visit  ')).toBe('Site visit')
  })

  it.each([
    ['', null],
    ['a'.repeat(500), null],
    ['a'.repeat(501), tooLongMessage(500)],
    ['Call back 🇮🇳', M.noEmoji],
  ])('zDescription(%j) -> %j', (value, message) => {
    expect(firstError(zDescription, value)).toBe(message)
  })

  it.each([
    ['Rahul Sharma', []],
    ['राहुल', []],
    ['', [M.required]],
    ['Rahul@home', [M.noSpecialCharacters]],
    // Emoji would break the name rule too: only the clearer message is given.
    ['Rahul 😀', [M.noEmoji]],
  ])('zName(%j) -> %j', (value, messages) => {
    expect(allErrors(zName(), value)).toEqual(messages)
  })

  it('zNoEmoji chains like z.string()', () => {
    const schema = zNoEmoji.trim().max(5)
    expect(schema.parse(' abc ')).toBe('abc')
    expect(firstError(schema, '👍')).toBe(M.noEmoji)
    expect(firstError(schema, 'abcdef')).not.toBeNull()
  })

  it('zRequiredText takes its own maximum', () => {
    expect(firstError(zRequiredText(3), 'abcd')).toBe(tooLongMessage(3))
  })
})

describe('numbers', () => {
  it.each([
    [0, null],
    [1, null],
    [1.5, null],
    [1.25, null],
    [0.29, null],
    [999999999.99, null],
    [MAX_AMOUNT, null],
    [-1, M.negativeAmount],
    [1.005, M.tooManyDecimals],
    [0.1 + 0.2, M.tooManyDecimals],
    [10 ** 12, M.amountTooLarge],
    [Number.NaN, M.invalidNumber],
    [Number.POSITIVE_INFINITY, M.invalidNumber],
    ['12', M.invalidNumber],
    [null, M.invalidNumber],
  ])('zAmount(%j) -> %j', (value, message) => {
    expect(firstError(zAmount, value)).toBe(message)
  })

  it.each([
    ['12', null],
    ['0', null],
    ['12.5', null],
    ['12.50', null],
    [' 7 ', null],
    ['12.555', M.tooManyDecimals],
    ['abc', M.invalidNumber],
    ['1e5', M.invalidNumber],
    ['-1', M.invalidNumber],
    ['12.', M.invalidNumber],
    ['.5', M.invalidNumber],
    ['1,000', M.invalidNumber],
    ['', M.invalidNumber],
  ])('zNumberText(%j) -> %j', (value, message) => {
    expect(allErrors(zNumberText, value)).toEqual(message === null ? [] : [message])
  })
})

describe('dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2024-12-31', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-1-1', false],
    ['24-01-01', false],
    ['05/03/2024', false],
    ['', false],
  ])('isWireDate(%j) = %s', (text, valid) => {
    expect(isWireDate(text)).toBe(valid)
  })

  const query = ZDateRangeQuery.superRefine(checkDateRange)

  it.each([
    [{}, null],
    [{ dateField: 'createdAt', fromDate: '2024-03-01', toDate: '2024-03-06' }, null],
    [{ fromDate: '2024-03-06', toDate: '2024-03-06' }, null],
    [{ fromDate: '2024-03-07', toDate: '2024-03-06' }, M.dateRangeOrder],
    [{ fromDate: '2024-03-07' }, M.required],
    [{ toDate: '2024-03-07' }, M.required],
    [{ fromDate: '2024-02-30', toDate: '2024-03-06' }, M.invalidDate],
    [{ dateField: 'deletedAt' }, 'not null'],
  ])('date range %j -> %j', (value, message) => {
    const error = firstError(query, value)
    if (message === 'not null') expect(error).not.toBeNull()
    else expect(error).toBe(message)
  })
})

const text = (s: string) => new TextEncoder().encode(s)
const bytes = (...values: number[]) => Uint8Array.from(values)

/** An ISO base media file's first box: size, "ftyp", major brand, version, compatible brands. */
function ftyp(major: string, compatible: string[] = []): Uint8Array {
  const body = text(['ftyp', major, '\0\0\0\0', ...compatible].join(''))
  const out = new Uint8Array(4 + body.length)
  new DataView(out.buffer).setUint32(0, out.length)
  out.set(body, 4)
  return out
}

/** An EBML header with the given DocType. */
function ebml(docType: string): Uint8Array {
  return Uint8Array.from([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0x82,
    0x80 | docType.length,
    ...text(docType),
  ])
}

const SAMPLES: Record<TFileType, Uint8Array> = {
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46),
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d),
  heic: ftyp('heic', ['mif1', 'heic']),
  mp4: ftyp('isom', ['isom', 'iso2', 'avc1', 'mp41']),
  mkv: ebml('matroska'),
  pdf: text('%PDF-1.7\n%\u00e2\u00e3'),
  mp3: text('ID3\u0004\0\0\0\0\0\0'),
  wav: text('RIFF$\0\0\0WAVEfmt '),
  m4a: ftyp('M4A ', ['M4A ', 'mp42', 'isom']),
  csv: text('name,phone\nराहुल,9876543210\n'),
}

describe('detectFileType', () => {
  it.each(Object.entries(SAMPLES))('recognises %s', (type, sample) => {
    expect(detectFileType(sample)).toBe(type)
  })

  it.each([
    ['HEIF with heix', ftyp('heix', ['mif1']), 'heic'],
    ['generic HEIF (mif1)', ftyp('mif1', ['heic']), 'heic'],
    ['an Android MP4 (mp42)', ftyp('mp42', ['isom', 'mp42']), 'mp4'],
    ['MP4 audio under a generic brand', ftyp('mp42', ['M4A ', 'mp42']), 'm4a'],
    ['an MPEG-1 Layer III frame', bytes(0xff, 0xfb, 0x90, 0x64), 'mp3'],
    ['an MPEG-2 Layer III frame', bytes(0xff, 0xf3, 0x48, 0xc4), 'mp3'],
    ['Matroska without a DocType in reach', bytes(0x1a, 0x45, 0xdf, 0xa3), 'mkv'],
    ['a CSV with a byte-order mark', text('\uFEFFname,phone\r\n'), 'csv'],
    ['a CSV sniffed mid-character', text('name\nराहुल').subarray(0, 9), 'csv'],
  ])('recognises %s', (_label, sample, type) => {
    expect(detectFileType(sample)).toBe(type)
  })

  it.each([
    ['nothing', new Uint8Array()],
    ['WebM (EBML, DocType webm)', ebml('webm')],
    ['QuickTime MOV', ftyp('qt  ', ['qt  '])],
    ['AVIF', ftyp('avif', ['avif', 'mif1', 'miaf'])],
    ['AVIF under a generic HEIF brand', ftyp('mif1', ['avif', 'mif1'])],
    ['3GP', ftyp('3gp4', ['3gp4'])],
    ['AAC (ADTS, layer 0)', bytes(0xff, 0xf1, 0x50, 0x80)],
    ['a bad MPEG frame (bitrate 15)', bytes(0xff, 0xfb, 0xf0, 0x64)],
    ['AVI (RIFF, not WAVE)', text('RIFF$\0\0\0AVI LIST')],
    ['GIF', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00)],
    ['ZIP (xlsx, docx)', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00)],
    ['a Windows executable', bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00)],
    ['UTF-16 text', bytes(0xff, 0xfe, 0x6e, 0x00, 0x61, 0x00)],
    ['Latin-1 text (not UTF-8)', bytes(0x6e, 0x61, 0xe9, 0x2c, 0x31)],
  ])('refuses %s', (_label, sample) => {
    expect(detectFileType(sample)).toBeNull()
  })
})

describe('checkUpload', () => {
  const file = (type: TFileType, declaredName: string, size = 2048) => ({
    bytes: SAMPLES[type],
    size,
    declaredName,
  })

  it.each([
    ['a JPEG photo', file('jpeg', 'site.jpg'), IMAGE_TYPES, 'jpeg', 'image/jpeg'],
    ['a .jpeg name', file('jpeg', 'site.JPEG'), IMAGE_TYPES, 'jpeg', 'image/jpeg'],
    ['an iPhone HEIC', file('heic', 'IMG_0001.HEIC'), IMAGE_TYPES, 'heic', 'image/heic'],
    [
      'a PNG named .jpg (the bytes decide)',
      file('png', 'plan.jpg'),
      IMAGE_TYPES,
      'png',
      'image/png',
    ],
    ['an MP4 walkthrough', file('mp4', 'tour.mp4'), VIDEO_TYPES, 'mp4', 'video/mp4'],
    ['an MKV', file('mkv', 'tour.mkv'), VIDEO_TYPES, 'mkv', 'video/x-matroska'],
    ['a nameless MP4', file('mp4', 'blob'), VIDEO_TYPES, 'mp4', 'video/mp4'],
    ['exactly 100 MB', file('mp4', 'tour.mp4', MAX_UPLOAD_BYTES), VIDEO_TYPES, 'mp4', 'video/mp4'],
    ['a CSV named .csv', file('csv', 'leads.csv'), ['csv'], 'csv', 'text/csv'],
  ] as const)('accepts %s', (_label, candidate, allowed, type, mimeType) => {
    expect(checkUpload(candidate, allowed)).toEqual({ ok: true, type, mimeType })
  })

  it.each([
    ['a photo where videos go', file('jpeg', 'site.jpg'), VIDEO_TYPES, 'unsupported-format'],
    ['a PDF named .jpg', file('pdf', 'site.jpg'), IMAGE_TYPES, 'unsupported-format'],
    [
      'a WebM named .mkv',
      { bytes: ebml('webm'), size: 10, declaredName: 'a.mkv' },
      VIDEO_TYPES,
      'unsupported-format',
    ],
    ['text named .txt', file('csv', 'leads.txt'), ['csv'], 'unsupported-format'],
    ['a byte over 100 MB', file('mp4', 'tour.mp4', MAX_UPLOAD_BYTES + 1), VIDEO_TYPES, 'too-large'],
    ['an empty file', file('jpeg', 'site.jpg', 0), IMAGE_TYPES, 'empty'],
  ] as const)('refuses %s', (_label, candidate, allowed, error) => {
    const result = checkUpload(candidate, allowed)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toBe(error)
  })

  it('words its refusals for the message catalogue', () => {
    expect(checkUpload(file('pdf', 'a.jpg'), IMAGE_TYPES)).toMatchObject({
      message: M.unsupportedFileFormat,
    })
    expect(checkUpload(file('mp4', 'a.mp4', MAX_UPLOAD_BYTES + 1), VIDEO_TYPES)).toMatchObject({
      message: 'File is larger than 100 MB',
    })
  })

  it.each([
    [0, null],
    [MAX_UPLOAD_FILES, null],
    [MAX_UPLOAD_FILES + 1, 'At most 10 files can be uploaded'],
  ])('checkFileCount(%i) -> %j', (count, message) => {
    expect(checkFileCount(count)?.message ?? null).toBe(message)
  })

  it('builds the accept attribute of a file input', () => {
    expect(acceptAttribute(IMAGE_TYPES)).toBe(
      '.jpeg,.jpg,image/jpeg,.png,image/png,.heic,.heif,image/heic',
    )
    expect(acceptAttribute(VIDEO_TYPES)).toBe('.mp4,video/mp4,.mkv,video/x-matroska')
  })
})

describe('the demo request uses the shared rules', () => {
  const valid = {
    name: 'Rahul Sharma',
    email: 'rahul@example.in',
    phone: '9876543210',
    company: 'Sharma Developers',
    captcha: 'payload',
  }

  it.each([
    ['a valid request', {}, null],
    ['a blank name', { name: '  ' }, M.required],
    ['an emoji name', { name: 'Rahul 😀' }, M.noEmoji],
    ['a flag in the city (missed by the old check)', { city: 'Pune 🇮🇳' }, M.noEmoji],
    ['a keycap in the message', { message: 'Call 1️⃣' }, M.noEmoji],
    ['a long message', { message: 'a'.repeat(501) }, tooLongMessage(500)],
    ['a Hindi message', { message: 'कृपया कॉल करें' }, null],
    ['no captcha', { captcha: '' }, M.captchaRequired],
    ['a bad email', { email: 'rahul@' }, M.invalidEmail],
  ])('%s', (_label, change, message) => {
    expect(firstError(ZDemoRequest, { ...valid, ...change })).toBe(message)
  })
})

describe('control characters', () => {
  it('are refused by every text schema and found at their path in any JSON value', () => {
    for (const schema of [zRequiredText(20), zOptionalText(20), zText(), zSearchBy()]) {
      const result = schema.safeParse('Asha\u0000Rao')
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(M.controlCharacters)
    }
    // Tabs and line breaks are text.
    expect(zOptionalText(20).safeParse('a\tb\r\nc').success).toBe(true)
    expect(controlCharacterPath({ a: [{ b: 'ok' }, { c: 'x\u001Fy' }] })).toBe('a.1.c')
    expect(controlCharacterPath({ 'k\u0000': 1 })).toBe('k\u0000')
    expect(controlCharacterPath({ a: 'fine', n: 3, z: null })).toBeNull()
    expect(hasControlCharacters('\u007F')).toBe(true)
  })
})
