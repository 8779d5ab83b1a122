import { z } from 'zod'
import { dayOfWireDate } from './india-time.ts'

/**
 * The validation rules of every form, shared by the PWA's forms and the server's routes
 * so a bad value gets the same answer on both sides. Messages are stable English: the PWA maps
 * them to translated text (src/lib/messages.ts `validationMessage`), anything unknown is shown as is.
 */

// One definition of a mobile number: sign-in owns it, every other form reuses it from here.
export { ZMobile } from './auth.ts'

export const TITLE_MAX_LENGTH = 100
export const DESCRIPTION_MAX_LENGTH = 500
/** Integer digits an amount may have: ₹9,99,999 crore still fits a double with exact paise. */
export const AMOUNT_MAX_INTEGER_DIGITS = 12
export const MAX_AMOUNT = 10 ** AMOUNT_MAX_INTEGER_DIGITS - 0.01

export const VALIDATION_MESSAGES = {
  required: 'This field cannot be left blank',
  noEmoji: 'Emoji cannot be added',
  noSpecialCharacters: 'Special characters not allowed',
  invalidNumber: 'Please enter a valid number',
  tooManyDecimals: 'Only 2 digits are allowed after the decimal point',
  negativeAmount: 'Amount cannot be negative',
  amountTooLarge: 'Amount is too large',
  negativePercent: 'Percentage cannot be negative',
  percentTooLarge: 'Percentage cannot be more than 100',
  invalidDate: 'Please enter a valid date',
  dateRangeOrder: 'End date must be after start date',
  unsupportedFileFormat: 'Unsupported file format',
  emptyFile: 'The file is empty',
  invalidEmail: 'Please enter a valid email',
  captchaRequired: 'Please complete the captcha',
  // Worded as sign-in's schemas word it (contract/auth.ts), so the PWA translates those too.
  otpInvalid: 'Entered OTP is invalid',
  controlCharacters: 'Invisible control characters are not allowed',
} as const

/** Messages with a number in them; src/lib/messages.ts reads the number back out. */
export const tooLongMessage = (max: number) => `Use at most ${max} characters`
export const fileTooLargeMessage = (maxBytes: number) =>
  `File is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`
export const tooManyFilesMessage = (max: number) => `At most ${max} files can be uploaded`

// ---------------------------------------------------------------------------------------------
// Text

/*
 * Emoji are recognised by Unicode properties rather than a list, so new emoji are caught too:
 * - Emoji_Presentation: anything drawn as emoji by default (faces, objects, the parts of ZWJ
 *   families, regional indicators of flags, skin-tone modifiers);
 * - U+FE0F (emoji presentation selector), U+20E3 (keycap) and tag characters (subdivision flags);
 * - Extended_Pictographic: the remaining pictographs (☺, ❤, ✈...), except a few typographic
 *   symbols (© ® ™ ‼ ⁉ ℹ and arrows) that are ordinary in business names unless followed by FE0F.
 * Devanagari, ₹, digits and punctuation have none of these properties. ZWJ (U+200D) alone is not
 * flagged: Devanagari uses it to choose half forms.
 */
const EMOJI_PATTERN =
  /[\p{Emoji_Presentation}\p{Emoji_Modifier}\p{Regional_Indicator}\u{FE0F}\u{20E3}\u{E0020}-\u{E007F}]|(?![\u00A9\u00AE\u203C\u2049\u2122\u2139\u2194-\u2199\u21A9\u21AA])\p{Extended_Pictographic}/u

export function hasEmoji(text: string): boolean {
  return EMOJI_PATTERN.test(text)
}

/*
 * Name-like fields (person, company, project names): letters and combining marks of any script
 * (Devanagari vowel signs and virama are marks), digits, spaces, ZWJ/ZWNJ and the punctuation
 * real names use: . , ' ’ - & ( ) /. Everything else is a "special character".
 */
const NAME_PATTERN = /^(?:[\p{L}\p{M}\p{Nd} .,'’&()/-]|\u200C|\u200D)*$/u

export function hasSpecialCharacters(text: string): boolean {
  return !NAME_PATTERN.test(text)
}

/*
 * Control characters (C0 and DEL) but tab and line breaks: nobody types them, a paste can bring
 * them, and PostgreSQL refuses NUL in text. Every text field refuses them, and the server applies
 * the same rule to every string it is sent, ids and search terms included.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text)
}

/** The path (`a.b.0.c`) of the first string in a JSON value that holds a control character. */
export function controlCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path.join('.') : null
  if (typeof value !== 'object' || value === null) return null
  // An upload's raw bytes are no text (walking a 6 MB Buffer's entries took 19 s).
  if (ArrayBuffer.isView(value)) return null
  for (const [key, inner] of Object.entries(value)) {
    if (hasControlCharacters(key)) return [...path, key].join('.')
    const found = controlCharacterPath(inner, [...path, key])
    if (found !== null) return found
  }
  return null
}

/** Free text: no control characters. Chain `.trim()`, `.max()`... as with `z.string()`. */
export const zText = () =>
  z.string().refine((s) => !hasControlCharacters(s), VALIDATION_MESSAGES.controlCharacters)

/** A list's search box. */
export const zSearchBy = () => zText().trim().max(100).optional()

/** A string schema rejecting emoji; chain `.trim()`, `.max()`... as with `z.string()`. */
export const zNoEmoji = zText().refine((s) => !hasEmoji(s), VALIDATION_MESSAGES.noEmoji)

/** Trimmed, not blank, at most `max` UTF-16 units (what an input's maxLength counts), no emoji. */
export function zRequiredText(max: number) {
  return z
    .string()
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(max, tooLongMessage(max))
    .refine((s) => !hasControlCharacters(s), VALIDATION_MESSAGES.controlCharacters)
    .refine((s) => !hasEmoji(s), VALIDATION_MESSAGES.noEmoji)
}

/** Like zRequiredText but may be empty; add `.optional()` when the field may be absent too. */
export function zOptionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .refine((s) => !hasControlCharacters(s), VALIDATION_MESSAGES.controlCharacters)
    .refine((s) => !hasEmoji(s), VALIDATION_MESSAGES.noEmoji)
}

/** A required name: also "Special characters not allowed" (emoji get only the emoji message). */
export function zName(max = TITLE_MAX_LENGTH) {
  return zRequiredText(max).refine(
    (s) => hasEmoji(s) || !hasSpecialCharacters(s),
    VALIDATION_MESSAGES.noSpecialCharacters,
  )
}

export const zTitle = zRequiredText(TITLE_MAX_LENGTH)
export const zDescription = zOptionalText(DESCRIPTION_MAX_LENGTH)

// ---------------------------------------------------------------------------------------------
// Numbers

/** What a numeric field may hold as text: digits with at most 2 decimals. */
export const DECIMAL_PATTERN = /^\d+(\.\d{1,2})?$/

/** True when the number has at most 2 decimals (0.1 + 0.2 does not: round it first). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(2)) === value
}

/** A rupee amount on the wire: a non-negative number with at most 2 decimals. */
export const zAmount = z
  .number({ error: VALIDATION_MESSAGES.invalidNumber })
  .min(0, VALIDATION_MESSAGES.negativeAmount)
  .max(MAX_AMOUNT, VALIDATION_MESSAGES.amountTooLarge)
  .refine(hasAtMostTwoDecimals, VALIDATION_MESSAGES.tooManyDecimals)

/** Rupees with at most 2 decimals as integer paise: sums stay exact. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100)
}

/** A percentage on the wire (GST, stamp duty): 0 to 100 with at most 2 decimals. */
export const zPercent = z
  .number({ error: VALIDATION_MESSAGES.invalidNumber })
  .min(0, VALIDATION_MESSAGES.negativePercent)
  .max(100, VALIDATION_MESSAGES.percentTooLarge)
  .refine(hasAtMostTwoDecimals, VALIDATION_MESSAGES.tooManyDecimals)

const NUMBER_TEXT_PATTERN = /^\d+(\.\d+)?$/

/** A numeric field typed as text (area, rate...): digits, at most 2 decimals. */
export const zNumberText = z
  .string()
  .trim()
  .regex(NUMBER_TEXT_PATTERN, VALIDATION_MESSAGES.invalidNumber)
  // Only for a number: "abc" is told it is not one, not also about its decimals.
  .refine(
    (s) => !NUMBER_TEXT_PATTERN.test(s) || DECIMAL_PATTERN.test(s),
    VALIDATION_MESSAGES.tooManyDecimals,
  )

// ---------------------------------------------------------------------------------------------
// Dates

/** A real calendar day in yyyy-MM-dd (2023-02-29 is not). Needs no date library. */
export function isWireDate(text: string): boolean {
  return dayOfWireDate(text) !== null
}

export const zWireDate = z.string().refine(isWireDate, VALIDATION_MESSAGES.invalidDate)

/** The date a list or dashboard filters on: the spec's "Create Date" and "Update Date". */
export const DATE_BASES = ['createdAt', 'updatedAt'] as const
export type TDateBasis = (typeof DATE_BASES)[number]

/**
 * Query parameters of a date filter, inclusive on both ends. Kept a plain object so routes can
 * `.extend()` it; add `.superRefine(checkDateRange)` to the final query schema.
 */
export const ZDateRangeQuery = z.object({
  dateField: z.enum(DATE_BASES).optional(),
  fromDate: zWireDate.optional(),
  toDate: zWireDate.optional(),
})
export type TDateRangeQuery = z.infer<typeof ZDateRangeQuery>

/** Both ends or neither, and the end not before the start. */
export function checkDateRange(
  query: { fromDate?: string | undefined; toDate?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const { fromDate, toDate } = query
  if ((fromDate === undefined) !== (toDate === undefined)) {
    ctx.addIssue({
      code: 'custom',
      message: VALIDATION_MESSAGES.required,
      path: [fromDate === undefined ? 'fromDate' : 'toDate'],
    })
  } else if (fromDate !== undefined && toDate !== undefined && toDate < fromDate) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.dateRangeOrder, path: ['toDate'] })
  }
}

/**
 * A range of instants (`startTime`, `endTime`, ISO 8601; the dashboards' filters): both or
 * neither, and the end after the start (the range is half-open). Add with `.superRefine()`.
 */
export function checkInstantRange(
  q: { startTime?: string | undefined; endTime?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const { startTime, endTime } = q
  if ((startTime === undefined) !== (endTime === undefined)) {
    ctx.addIssue({
      code: 'custom',
      message: VALIDATION_MESSAGES.required,
      path: [startTime === undefined ? 'startTime' : 'endTime'],
    })
  } else if (startTime && endTime && Date.parse(endTime) <= Date.parse(startTime)) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.dateRangeOrder, path: ['endTime'] })
  }
}

// ---------------------------------------------------------------------------------------------
// Files

export const FILE_TYPES = [
  'jpeg',
  'png',
  'heic',
  'mp4',
  'mkv',
  'pdf',
  'mp3',
  'wav',
  'm4a',
  'csv',
] as const
export type TFileType = (typeof FILE_TYPES)[number]

export const FILE_TYPE_INFO: Record<
  TFileType,
  { mimeType: string; extensions: readonly string[] }
> = {
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpeg', 'jpg'] },
  png: { mimeType: 'image/png', extensions: ['png'] },
  heic: { mimeType: 'image/heic', extensions: ['heic', 'heif'] },
  mp4: { mimeType: 'video/mp4', extensions: ['mp4'] },
  mkv: { mimeType: 'video/x-matroska', extensions: ['mkv'] },
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'] },
  mp3: { mimeType: 'audio/mpeg', extensions: ['mp3'] },
  wav: { mimeType: 'audio/wav', extensions: ['wav'] },
  m4a: { mimeType: 'audio/mp4', extensions: ['m4a'] },
  csv: { mimeType: 'text/csv', extensions: ['csv'] },
}

/** The shared upload limits: these types, and at most 10 files an upload. */
export const IMAGE_TYPES = ['jpeg', 'png', 'heic'] as const satisfies readonly TFileType[]
export const VIDEO_TYPES = ['mp4', 'mkv'] as const satisfies readonly TFileType[]
export const MAX_UPLOAD_BYTES = 104_857_600
export const MAX_UPLOAD_FILES = 10
/** How many leading bytes `detectFileType` needs: read `file.slice(0, SNIFF_BYTES)`. */
export const SNIFF_BYTES = 512

/** The `accept` attribute of a file input for these types: extensions and MIME types. */
export function acceptAttribute(types: readonly TFileType[]): string {
  return types
    .flatMap((t) => [
      ...FILE_TYPE_INFO[t].extensions.map((e) => `.${e}`),
      FILE_TYPE_INFO[t].mimeType,
    ])
    .join(',')
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length))

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)

// ISO base media ("ftyp") brands. MOV ('qt  '), 3GP and AVIF are deliberately none of ours.
// prettier-ignore
const HEIC_BRANDS = new Set([
  'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1',
])
// prettier-ignore
const MP4_BRANDS = new Set([
  'isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'mp71', 'avc1', 'dash',
  'M4V ', 'M4VH', 'M4VP', 'mmp4', 'MSNV', 'NDAS', 'NDSC', 'NDSH', 'NDSM', 'NDSP', 'NDSS', 'NDXC',
])
const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'M4P '])

function ftypType(bytes: Uint8Array): TFileType | null {
  const major = ascii(bytes, 8, 4)
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0)
  const compatible: string[] = []
  for (let i = 16; i + 4 <= Math.min(boxSize, bytes.length); i += 4) {
    compatible.push(ascii(bytes, i, 4))
  }
  if (M4A_BRANDS.has(major)) return 'm4a'
  if (HEIC_BRANDS.has(major)) {
    // A generic HEIF major brand also starts AVIF files; those list 'avif' as compatible.
    return compatible.includes('avif') || compatible.includes('avis') ? null : 'heic'
  }
  if (MP4_BRANDS.has(major)) return compatible.some((b) => M4A_BRANDS.has(b)) ? 'm4a' : 'mp4'
  return null
}

/** Matroska and WebM share the EBML header; the DocType element (0x4282) tells them apart. */
function ebmlType(bytes: Uint8Array): TFileType | null {
  for (let i = 4; i + 3 < Math.min(bytes.length, 64); i++) {
    if (bytes[i] === 0x42 && bytes[i + 1] === 0x82) {
      const size = (bytes[i + 2] ?? 0) & 0x7f
      return ascii(bytes, i + 3, size) === 'webm' ? null : 'mkv'
    }
  }
  return 'mkv'
}

/** An MPEG audio frame header: 11 sync bits, then no reserved version, layer, rate or frequency. */
function isMpegFrame(bytes: Uint8Array): boolean {
  const [b0, b1, b2] = bytes
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return false
  const version = (b1 >> 3) & 3
  const layer = (b1 >> 1) & 3
  return version !== 1 && layer !== 0 && b2 >> 4 !== 0xf && ((b2 >> 2) & 3) !== 3
}

const isTextByte = (b: number) =>
  b === 0x09 || b === 0x0a || b === 0x0d || (b >= 0x20 && b !== 0x7f)

/**
 * Text that could be CSV: no control bytes but tab, CR and LF (binary formats have them early),
 * and valid UTF-8, which Excel's "CSV UTF-8" and every other tool write and Hindi names need.
 */
function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || !bytes.every(isTextByte)) return false
  try {
    // A fresh decoder each time: `stream` keeps state, and forgives a character cut in half
    // at the end of the sniffed bytes.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true })
    return true
  } catch {
    return false
  }
}

/**
 * The file's type from its first bytes, since the name can lie. CSV is only a
 * text heuristic: `checkUpload` also wants a .csv name for it. Null: none of ours.
 */
export function detectFileType(bytes: Uint8Array): TFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return ebmlType(bytes)
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') return ftypType(bytes)
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'wav'
  if (ascii(bytes, 0, 3) === 'ID3' || isMpegFrame(bytes)) return 'mp3'
  if (isText(bytes)) return 'csv'
  return null
}

export type TUploadError = 'unsupported-format' | 'too-large' | 'too-many' | 'empty'
export type TUploadFailure = { ok: false; error: TUploadError; message: string }
export type TUploadCheck = { ok: true; type: TFileType; mimeType: string } | TUploadFailure

export interface TUploadCandidate {
  /** At least the first SNIFF_BYTES bytes (all of them when the file is smaller). */
  bytes: Uint8Array
  /** The whole file's size in bytes. */
  size: number
  declaredName: string
}

/** A file name's extension, lower-cased ('' without one). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/**
 * Whether one file may be uploaded. The bytes decide the type, so a PNG named .jpg passes as
 * png and an executable named .jpg does not pass; the name is needed only for CSV.
 */
export function checkUpload(
  file: TUploadCandidate,
  allowed: readonly TFileType[],
  maxBytes: number = MAX_UPLOAD_BYTES,
): TUploadCheck {
  if (file.size > maxBytes) {
    return { ok: false, error: 'too-large', message: fileTooLargeMessage(maxBytes) }
  }
  if (file.size === 0) return { ok: false, error: 'empty', message: VALIDATION_MESSAGES.emptyFile }
  const type = detectFileType(file.bytes)
  const nameFits = type !== 'csv' || extensionOf(file.declaredName) === 'csv'
  if (type === null || !allowed.includes(type) || !nameFits) {
    return {
      ok: false,
      error: 'unsupported-format',
      message: VALIDATION_MESSAGES.unsupportedFileFormat,
    }
  }
  return { ok: true, type, mimeType: FILE_TYPE_INFO[type].mimeType }
}

/** The batch limit, checked before reading any file. Null: within the limit. */
export function checkFileCount(
  count: number,
  max: number = MAX_UPLOAD_FILES,
): TUploadFailure | null {
  return count > max ? { ok: false, error: 'too-many', message: tooManyFilesMessage(max) } : null
}
