import { z } from 'zod'
import { COUNTRY_CODE, MOBILE_PATTERN } from './auth.ts'
import { ZPageInfo, ZPageQuery } from './common.ts'
import { LEAD_STATUSES } from './domain.ts'
import {
  customFieldsOf,
  customValueProblems,
  type TCustomValue,
  type TLeadForm,
  type TLeadFormField,
} from './lead-form.ts'
import { GENDERS, ZLeadCreate, type TLeadCreate } from './leads.ts'
import { hasEmoji, VALIDATION_MESSAGES } from './validators.ts'
import { BULK_UPLOAD_MESSAGES } from './messages.ts'
export { BULK_UPLOAD_MAX_ROWS, BULK_UPLOAD_MESSAGES } from './messages.ts'

/**
 * Bulk lead upload (spec 001 §4, §7): ask for a pre-signed address (201), PUT the CSV there,
 * submit the file's address; a job makes the leads, one outcome per row. The row checks below
 * run on the device (the preview) and on the server (the job) alike.
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const BULK_UPLOAD_PATHS = {
  /** POST {fileName, fileSize, fileType}: 201 with the address to PUT the file to. */
  presigned: (slug: string, projectId: string) =>
    `${base(slug)}/projects/${projectId}/bulk-upload/presigned`,
  /** POST the uploaded file's address: the job that makes its leads. */
  submit: (slug: string, projectId: string) => `${base(slug)}/projects/${projectId}/bulk-upload`,
  /** GET the upload history of the project (the caller's uploads), newest first. */
  uploads: (slug: string, projectId: string) => `${base(slug)}/projects/${projectId}/bulk-uploads`,
  upload: (slug: string, projectId: string, id: string) =>
    `${base(slug)}/projects/${projectId}/bulk-uploads/${id}`,
  /** GET the outcome of every row, as CSV. */
  outcome: (slug: string, projectId: string, id: string) =>
    `${base(slug)}/projects/${projectId}/bulk-uploads/${id}/outcome`,
  /** GET the template: the lead columns and one example row, as CSV. */
  template: (slug: string) => `${base(slug)}/bulk-upload/template`,
} as const

/** Spec §9: a bulk upload file is at most 5 MB. */
export const BULK_UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const CSV_MEDIA_TYPE = 'text/csv'
/** Types a browser may report for a .csv file (Windows says Excel's). */
export const CSV_FILE_TYPES = [
  'text/csv',
  'application/vnd.ms-excel',
  'text/plain',
  'application/csv',
  '',
] as const

export const BULK_UPLOAD_ERROR_CODES = {
  invalidFile: 'BULK_UPLOAD_INVALID_FILE',
  notFound: 'BULK_UPLOAD_NOT_FOUND',
  notReady: 'BULK_UPLOAD_NOT_READY',
} as const

// ---------------------------------------------------------------------------------------------
// The template's columns

type TStandardKey =
  | 'fullName'
  | 'whatsAppNumber'
  | 'alternateNumber'
  | 'email'
  | 'gender'
  | 'age'
  | 'sourceOfLead'
  | 'subSourceOfLead'
  | 'currentLocation'
  | 'leadStatus'

export interface TBulkColumn {
  /** A standard lead field's name, or a custom field's key (`cf_…`). */
  key: string
  header: string
  required: boolean
  example: string
}

/** The standard lead columns of the template, in order; the lead form's custom fields follow. */
export const BULK_LEAD_COLUMNS: readonly (TBulkColumn & { key: TStandardKey })[] = [
  { key: 'fullName', header: 'Full Name', required: true, example: 'Ramesh Kumar' },
  { key: 'whatsAppNumber', header: 'WhatsApp Number', required: true, example: '9876543210' },
  { key: 'alternateNumber', header: 'Alternate Number', required: false, example: '9123456780' },
  { key: 'email', header: 'Email', required: false, example: 'ramesh.kumar@example.in' },
  { key: 'gender', header: 'Gender', required: false, example: 'Male' },
  { key: 'age', header: 'Age', required: false, example: '34' },
  { key: 'sourceOfLead', header: 'Source', required: true, example: 'Digital' },
  { key: 'subSourceOfLead', header: 'Sub Source', required: false, example: 'Google' },
  { key: 'currentLocation', header: 'Current Location', required: false, example: 'Pune' },
  { key: 'leadStatus', header: 'Lead Stage', required: false, example: 'New Lead' },
]

/** The outcome file's columns: the row's number, name and mobile as given, then the outcome. */
export const BULK_OUTCOME_COLUMNS = ['Row', 'Full Name', 'WhatsApp Number', 'Outcome', 'Reason']

/** Quotes a cell when CSV needs it. */
export const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value

export const csvLine = (cells: readonly string[]) => cells.map(csvCell).join(',') + '\r\n'

/** Several options of a multi-select field in one cell. */
export const OPTION_SEPARATOR = ';'

const customExample = (field: TLeadFormField): string => {
  switch (field.type) {
    case 'number':
      return '1'
    case 'date':
      return '2026-01-31'
    case 'text':
      return ''
    default:
      return field.options[0] ?? ''
  }
}

/** The template's columns for a lead form: the standard ones, then its visible custom fields. */
export function bulkColumns(form?: Pick<TLeadForm, 'sections'>): TBulkColumn[] {
  const custom = form ? customFieldsOf(form).filter((f) => f.isVisible) : []
  return [
    ...BULK_LEAD_COLUMNS,
    ...custom.map((f) => ({
      key: f.key,
      header: f.label,
      required: f.isMandatory,
      example: customExample(f),
    })),
  ]
}

export const templateCsv = (form?: Pick<TLeadForm, 'sections'>) => {
  const columns = bulkColumns(form)
  return csvLine(columns.map((c) => c.header)) + csvLine(columns.map((c) => c.example))
}

// ---------------------------------------------------------------------------------------------
// Row checks

export const BULK_OUTCOMES = ['created', 'duplicate', 'invalid'] as const
export type TBulkOutcome = (typeof BULK_OUTCOMES)[number]

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ')

export type TColumnIndex = Partial<Record<string, number>>

/**
 * Which column of the file holds each lead column (by header or key), and what is missing;
 * `form`: the lead form whose custom fields are columns too.
 */
export function mapHeader(
  header: readonly string[],
  form?: Pick<TLeadForm, 'sections'>,
): { index: TColumnIndex; missing: string[] } {
  const columns = bulkColumns(form)
  const index: TColumnIndex = {}
  header.forEach((h, i) => {
    const name = norm(h.replace(/^\uFEFF/, ''))
    const column = columns.find((c) => norm(c.header) === name || c.key.toLowerCase() === name)
    if (column && index[column.key] === undefined) index[column.key] = i
  })
  const missing = columns
    .filter((c) => c.required && index[c.key] === undefined)
    .map((c) => c.header)
  return { index, missing }
}

/**
 * A 10-digit mobile from what a spreadsheet holds: spaces, dashes and brackets dropped, and a
 * leading +91, 91 or 0 read as India's. Null when it is no valid mobile.
 */
export function indianMobile(raw: string): string | null {
  let digits = raw.replace(/[\s\-().]/g, '')
  if (digits.startsWith(`+${COUNTRY_CODE}`)) digits = digits.slice(3)
  else if (digits.length === 12 && digits.startsWith(COUNTRY_CODE)) digits = digits.slice(2)
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1)
  return MOBILE_PATTERN.test(digits) ? digits : null
}

export type TRowCheck =
  | { outcome: 'ok'; lead: TLeadCreate; whatsAppNumber: string; fullName: string }
  | { outcome: 'duplicate' | 'invalid'; reason: string; whatsAppNumber: string; fullName: string }

export interface RowContext {
  /** The organisation's lead sources: lower-cased label to the label as kept. */
  sources: ReadonlyMap<string, string>
  /** The lead form the rows are checked against: its custom fields, and its version. */
  form?: Pick<TLeadForm, 'sections' | 'version'>
}

const STAGES = new Map(LEAD_STATUSES.map((s) => [norm(s), s]))
const GENDER_OF = new Map(GENDERS.map((g) => [norm(g), g]))
const COLUMN_HEADER = new Map(BULK_LEAD_COLUMNS.map((c) => [c.key as string, c.header]))

/** The header of the column a zod issue is about, for the reason. */
function columnOf(path: readonly PropertyKey[]): string | undefined {
  const key = String(path.at(-1) ?? '')
  return COLUMN_HEADER.get(key)
}

/**
 * Checks one row of the file (its cells, in the file's column order) and makes the lead it
 * asks for; duplicates within the file and of existing leads are judged by BulkRowChecker.
 */
export function checkRow(
  cells: readonly string[],
  index: TColumnIndex,
  ctx: RowContext,
): TRowCheck {
  const cell = (key: string) => {
    const i = index[key]
    return i === undefined ? '' : (cells[i] ?? '').trim()
  }
  const fullName = cell('fullName')
  const rawMobile = cell('whatsAppNumber')
  const invalid = (reason: string, whatsAppNumber = rawMobile) =>
    ({ outcome: 'invalid', reason, whatsAppNumber, fullName }) as const
  for (const c of BULK_LEAD_COLUMNS) {
    if (hasEmoji(cell(c.key))) return invalid(`${c.header}: ${VALIDATION_MESSAGES.noEmoji}`)
  }
  const whatsAppNumber = indianMobile(rawMobile)
  if (!whatsAppNumber)
    return invalid(
      `WhatsApp Number: ${rawMobile ? VALIDATION_MESSAGES.invalidNumber : VALIDATION_MESSAGES.required}`,
    )
  const rawAlternate = cell('alternateNumber')
  const alternateNumber = rawAlternate ? indianMobile(rawAlternate) : null
  if (rawAlternate && !alternateNumber)
    return invalid(`Alternate Number: ${VALIDATION_MESSAGES.invalidNumber}`, whatsAppNumber)
  const rawSource = cell('sourceOfLead')
  const source = ctx.sources.get(norm(rawSource))
  if (rawSource && !source)
    return invalid(`${BULK_UPLOAD_MESSAGES.unknownSource}: ${rawSource}`, whatsAppNumber)
  const rawStage = cell('leadStatus')
  const stage = rawStage ? STAGES.get(norm(rawStage)) : 'New Lead'
  if (!stage) return invalid(`${BULK_UPLOAD_MESSAGES.unknownStage}: ${rawStage}`, whatsAppNumber)
  const rawGender = cell('gender')
  const gender = rawGender ? GENDER_OF.get(norm(rawGender)) : null
  if (gender === undefined)
    return invalid(`${BULK_UPLOAD_MESSAGES.unknownGender}: ${rawGender}`, whatsAppNumber)
  const rawAge = cell('age')
  const age = rawAge ? Number(rawAge) : null
  if (age !== null && !Number.isInteger(age))
    return invalid(`Age: ${VALIDATION_MESSAGES.invalidNumber}`, whatsAppNumber)
  const lead: TLeadCreate = {
    profile: {
      fullName,
      gender,
      age,
      whatsAppNumber,
      alternateNumber,
      email: cell('email') || null,
      sourceOfLead: source ?? '',
      subSourceOfLead: cell('subSourceOfLead') || null,
      currentLocation: cell('currentLocation') || null,
    },
    propertyInterest: {
      budgetRange: null,
      purposeOfProperty: null,
      preferredUnitType: [],
      preferredFloor: [],
      propertyStatus: null,
      otherPreferences: null,
      carpetAreaSqFtRange: null,
    },
    background: {
      occupation: null,
      annualIncome: null,
      qualification: null,
      fundingIsLoaned: null,
      possessionDate: null,
      workLocation: null,
    },
    leadStatus: stage,
    labels: [],
  }
  if (ctx.form) {
    const fields = customFieldsOf(ctx.form).filter((f) => f.isVisible)
    const values = Object.fromEntries(
      fields.flatMap((f) => (cell(f.key) ? [[f.key, customValue(f, cell(f.key))]] : [])),
    )
    const problem = customValueProblems(ctx.form, values)[0]
    if (problem) {
      const key = problem.field.slice('customFields.'.length)
      const label = fields.find((f) => f.key === key)?.label ?? key
      return invalid(`${label}: ${problem.message}`, whatsAppNumber)
    }
    lead.customFields = values
    lead.formVersion = ctx.form.version
  }
  const parsed = ZLeadCreate.safeParse(lead)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const column = columnOf(issue.path)
    return invalid(column ? `${column}: ${issue.message}` : issue.message, whatsAppNumber)
  }
  return { outcome: 'ok', lead, whatsAppNumber, fullName }
}

/** A cell as the custom field's value: a number, an option as the form spells it, options. */
function customValue(field: TLeadFormField, raw: string): TCustomValue {
  const option = (text: string) => field.options.find((o) => norm(o) === norm(text)) ?? text
  switch (field.type) {
    case 'number':
      return Number.isFinite(Number(raw)) ? Number(raw) : raw
    case 'dropdown':
    case 'radio':
      return option(raw)
    case 'multi-select':
      return raw
        .split(OPTION_SEPARATOR)
        .map((part) => part.trim())
        .filter(Boolean)
        .map(option)
    default:
      return raw
  }
}

/**
 * Checks a file's rows in order: each row's own checks, then a mobile number (WhatsApp or
 * alternate) seen on an earlier good row of the file, then one of an existing lead.
 */
export class BulkRowChecker {
  private readonly seen = new Map<string, number>()

  constructor(
    private readonly index: TColumnIndex,
    private readonly ctx: RowContext,
  ) {}

  /** `rowNumber` as the spreadsheet numbers it (the header is row 1). */
  check(
    cells: readonly string[],
    rowNumber: number,
    existing: (mobile: string) => boolean = () => false,
  ): TRowCheck {
    const result = checkRow(cells, this.index, this.ctx)
    if (result.outcome !== 'ok') return result
    const numbers = [result.lead.profile.whatsAppNumber, result.lead.profile.alternateNumber]
    for (const n of numbers) {
      const earlier = n ? this.seen.get(n) : undefined
      if (earlier !== undefined)
        return {
          ...result,
          outcome: 'duplicate',
          reason: `${BULK_UPLOAD_MESSAGES.duplicateInFile} ${earlier}`,
        }
    }
    for (const n of numbers) if (n) this.seen.set(n, rowNumber)
    if (numbers.some((n) => n && existing(n)))
      return { ...result, outcome: 'duplicate', reason: BULK_UPLOAD_MESSAGES.duplicateExisting }
    return result
  }
}

/** Whether a picked file may be uploaded: a .csv of at most 5 MB; the message when not. */
export function fileProblem(file: { name: string; size: number } | null): string | null {
  if (!file) return BULK_UPLOAD_MESSAGES.fileRequired
  if (!/\.csv$/i.test(file.name)) return BULK_UPLOAD_MESSAGES.notCsv
  if (file.size === 0) return BULK_UPLOAD_MESSAGES.empty
  if (file.size > BULK_UPLOAD_MAX_BYTES) return BULK_UPLOAD_MESSAGES.tooLarge
  return null
}

// ---------------------------------------------------------------------------------------------
// Wire shapes

const zFileName = z.string().trim().min(1).max(255)

export const ZBulkFileInfo = z.object({
  fileName: zFileName.refine((n) => /\.csv$/i.test(n), BULK_UPLOAD_MESSAGES.notCsv),
  fileSize: z
    .number()
    .int()
    .min(1, BULK_UPLOAD_MESSAGES.empty)
    .max(BULK_UPLOAD_MAX_BYTES, BULK_UPLOAD_MESSAGES.tooLarge),
  fileType: z.enum(CSV_FILE_TYPES, BULK_UPLOAD_MESSAGES.notCsv),
})
export type TBulkFileInfo = z.infer<typeof ZBulkFileInfo>

export const ZBulkPresigned = z.object({
  uploadId: z.string(),
  /** PUT the file's bytes here, with the declared type and length: no session needed. */
  uploadUrl: z.string(),
  /** The file's address, for the submit. */
  fileUrl: z.string(),
  expiresAt: z.string(),
})
export type TBulkPresigned = z.infer<typeof ZBulkPresigned>

export const ZBulkSubmit = ZBulkFileInfo.extend({ fileUrl: z.string().min(1).max(2000) })
export type TBulkSubmit = z.infer<typeof ZBulkSubmit>

export const BULK_UPLOAD_STATUSES = ['processing', 'completed', 'failed'] as const

export const ZBulkUpload = z.object({
  _id: z.string(),
  projectId: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  status: z.enum(BULK_UPLOAD_STATUSES),
  progress: z.number().int().min(0).max(100),
  totalRows: z.number().int().nullable(),
  processedRows: z.number().int(),
  created: z.number().int(),
  duplicates: z.number().int(),
  invalid: z.number().int(),
  message: z.string().nullable(),
  /** The outcome CSV, once completed. */
  outcomeUrl: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
})
export type TBulkUpload = z.infer<typeof ZBulkUpload>

export const ZBulkUploadList = z.object({ items: z.array(ZBulkUpload), pageInfo: ZPageInfo })
export type TBulkUploadList = z.infer<typeof ZBulkUploadList>

export const ZBulkUploadsQuery = ZPageQuery
