import { z } from 'zod'
import { ZPageInfo } from './common.ts'
import { ZFieldAction, zInstant } from './field-actions.ts'
import { ZPerson } from './leads.ts'
import {
  FILE_TYPE_INFO,
  zOptionalText,
  zWireDate,
  type TFileType,
  zSearchBy,
} from './validators.ts'
import { DISPOSITION_MESSAGES } from './messages.ts'
export { DISPOSITION_MESSAGES } from './messages.ts'

/**
 * Calls and dispositions: placing a call through the telephony
 * provider, logging what came of it (the disposition and its next step), the call logs with their
 * incoming/outbound summary, and call recordings uploaded through a signed address.
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const DISPOSITION_PATHS = {
  /** GET a lead's dispositions, newest first; POST logs one. */
  dispositions: (slug: string, leadId: string) => `${base(slug)}/leads/${leadId}/dispositions`,
  /** GET the call trail of a lead: calls placed, dispositions logged, recordings attached. */
  audits: (slug: string, leadId: string) => `${base(slug)}/leads/${leadId}/disposition-audits`,
  /** GET the caller's calls that have no disposition yet (optionally ?leadId=). */
  pendingDispositions: (slug: string) => `${base(slug)}/pending-dispositions`,
  /** POST {leadId, callAlternateNumber}: places an outbound call through the provider. */
  callLead: (slug: string) => `${base(slug)}/call-lead`,
  /** GET the call logs table. */
  callLogs: (slug: string) => `${base(slug)}/call-logs`,
  /** GET the incoming and outbound summary; takes the call logs' filters. */
  callSummary: (slug: string) => `${base(slug)}/call-logs/summary`,
  /** POST {fileName, fileSizeInKb, mimeType}: a signed address to PUT a recording's bytes to. */
  recordingPresign: (slug: string) => `${base(slug)}/recordings/presigned-url`,
  /**
   * The signed address itself (PUT the bytes; GET plays them). Clients use the full URL the
   * server hands out (with its expiry and signature) and never build it.
   */
  recordingContent: (recordingId: string) => `/ilead-service/v1/recordings/${recordingId}/content`,
} as const

// ---------------------------------------------------------------------------------------------
// Vocabularies

export const CALL_TYPES = ['In Bound', 'Out Bound'] as const
export type TCallType = (typeof CALL_TYPES)[number]
export const CALL_STATUSES = ['Connected', 'Not Connected', 'No Answer', 'Failed'] as const
export type TCallStatus = (typeof CALL_STATUSES)[number]
/** What came of a call; each call status allows some of them (CALL_RESULTS_BY_STATUS). */
export const CALL_RESULTS = ['answered', 'unanswered', 'failed/dnd'] as const
export type TCallResult = (typeof CALL_RESULTS)[number]

/** The result a call status gives when the user names none, and the results it allows. */
export const CALL_RESULTS_BY_STATUS: Record<TCallStatus, readonly TCallResult[]> = {
  Connected: ['answered'],
  'Not Connected': ['unanswered', 'failed/dnd'],
  'No Answer': ['unanswered'],
  Failed: ['failed/dnd'],
}

export const NEXT_STEP_KINDS = ['none', 'callBack', 'followUp', 'siteVisit'] as const
export type TNextStepKind = (typeof NEXT_STEP_KINDS)[number]

export const DISPOSITION_NOTES_MAX = 1000
export const CALL_LOG_PAGE_SIZE = 20
export const CALL_LOG_PAGE_MAX = 100
/** A recording may be at most this large (about 50 minutes of 128 kbit/s MP3). */
export const RECORDING_MAX_BYTES = 50 * 1024 * 1024
export const RECORDING_TYPES = ['mp3', 'wav', 'm4a'] as const satisfies readonly TFileType[]
/** MIME types a recording may be declared as: the canonical ones and what browsers report. */
export const RECORDING_MIME_TYPES = [
  ...RECORDING_TYPES.map((t) => FILE_TYPE_INFO[t].mimeType),
  'audio/mp3',
  'audio/x-wav',
  'audio/wave',
  'audio/vnd.wave',
  'audio/x-m4a',
  'audio/m4a',
] as const
/** How long a signed recording address stays valid, in seconds. */
export const RECORDING_URL_TTL_SECONDS = 15 * 60

export const DISPOSITION_ERROR_CODES = {
  callNotFound: 'CALL_NOT_FOUND',
  callDisposed: 'CALL_ALREADY_DISPOSED',
  recordingFormat: 'RECORDING_FORMAT',
  recordingTooLarge: 'RECORDING_TOO_LARGE',
  recordingEmpty: 'RECORDING_EMPTY',
  recordingLinkInvalid: 'RECORDING_LINK_INVALID',
  recordingNotFound: 'RECORDING_NOT_FOUND',
  telephonyFailed: 'TELEPHONY_FAILED',
} as const

// ---------------------------------------------------------------------------------------------
// Dispositions

/** What happens next: nothing, a call back, a follow-up task, or a site visit. */
export const ZNextStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  /** Not before madeAt ("Call Back time cannot be backdated"); makes a Follow Up task. */
  z.object({ kind: z.literal('callBack'), at: zInstant, taskId: z.uuid().optional() }),
  /** At least 10 minutes after madeAt; makes a Follow Up task (taskId: its client-made id). */
  z.object({ kind: z.literal('followUp'), at: zInstant, taskId: z.uuid().optional() }),
  /** Not before madeAt; schedules a visit (siteVisitId: its client-made id) and its task. */
  z.object({ kind: z.literal('siteVisit'), at: zInstant, siteVisitId: z.uuid().optional() }),
])
export type TNextStep = z.infer<typeof ZNextStep>

export const ZDispositionCreate = ZFieldAction.extend({
  /** The call placed through call-lead that this disposes; absent for a call logged by hand. */
  callId: z.string().optional(),
  callType: z.enum(CALL_TYPES),
  callStatus: z.enum(CALL_STATUSES),
  /** Defaults from the status (CALL_RESULTS_BY_STATUS). */
  callResult: z.enum(CALL_RESULTS).optional(),
  durationSec: z.number().int().min(0).max(86_400).default(0),
  notes: zOptionalText(DISPOSITION_NOTES_MAX).default(''),
  nextStep: ZNextStep.default({ kind: 'none' }),
  /** An uploaded recording (see recordingPresign). */
  recordingId: z.string().optional(),
}).refine((d) => !d.callResult || CALL_RESULTS_BY_STATUS[d.callStatus].includes(d.callResult), {
  message: DISPOSITION_MESSAGES.resultMismatch,
  path: ['callResult'],
})
export type TDispositionCreate = z.input<typeof ZDispositionCreate>

export const ZDisposition = z.object({
  _id: z.string(),
  leadId: z.string(),
  projectId: z.string(),
  callId: z.string(),
  callType: z.enum(CALL_TYPES),
  callStatus: z.enum(CALL_STATUSES),
  callResult: z.enum(CALL_RESULTS),
  durationSec: z.number().int().min(0),
  notes: z.string(),
  nextStep: z.object({ kind: z.enum(NEXT_STEP_KINDS), at: z.string().nullable() }),
  /** The task or visit the next step made. */
  taskId: z.string().nullable(),
  siteVisitId: z.string().nullable(),
  recordingId: z.string().nullable(),
  /** A signed address to play the recording, valid RECORDING_URL_TTL_SECONDS. */
  recordingUrl: z.string().nullable(),
  createdBy: ZPerson.nullable(),
  madeAt: z.string(),
  createdAt: z.string(),
})
export type TDisposition = z.infer<typeof ZDisposition>
export const ZDispositionList = z.object({ items: z.array(ZDisposition), pageInfo: ZPageInfo })
export type TDispositionList = z.infer<typeof ZDispositionList>

// ---------------------------------------------------------------------------------------------
// Calls

export const ZCallLead = ZFieldAction.extend({
  leadId: z.string(),
  /** Call the lead's alternate number instead of the WhatsApp number. */
  callAlternateNumber: z.boolean().default(false),
})
export type TCallLead = z.input<typeof ZCallLead>

export const ZCall = z.object({
  _id: z.string(),
  leadId: z.string(),
  leadName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  callType: z.enum(CALL_TYPES),
  callStatus: z.enum(CALL_STATUSES),
  durationSec: z.number().int().min(0),
  /** Masked: the last 4 digits. */
  toNumber: z.string(),
  /** Who called (or took the call). */
  calledBy: ZPerson.nullable(),
  /** The provider's call id (the lead's dispositionCallSid). */
  callSid: z.string().nullable(),
  provider: z.string(),
  dispositionId: z.string().nullable(),
  recordingId: z.string().nullable(),
  startedAt: z.string(),
})
export type TCall = z.infer<typeof ZCall>

export const ZPendingDispositionQuery = z.object({ leadId: z.string().optional() })
export const ZPendingDispositionList = z.object({ items: z.array(ZCall) })
export type TPendingDispositionList = z.infer<typeof ZPendingDispositionList>

/** Filters of the call logs and their summary. Dates are IST calendar days (yyyy-MM-dd). */
export const ZCallLogFilters = z.object({
  projectId: z.string().optional(),
  leadId: z.string().optional(),
  /** Who called; the caller's own calls unless they see the project's leads. */
  userId: z.string().optional(),
  callType: z.enum(CALL_TYPES).optional(),
  callStatus: z.enum(CALL_STATUSES).optional(),
  /** Lead name or the last digits of its number. */
  searchBy: zSearchBy(),
  startDate: zWireDate.optional(),
  endDate: zWireDate.optional(),
})
export type TCallLogFilters = z.input<typeof ZCallLogFilters>

export const ZCallLogQuery = ZCallLogFilters.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(CALL_LOG_PAGE_MAX).default(CALL_LOG_PAGE_SIZE),
})
export type TCallLogQuery = z.input<typeof ZCallLogQuery>

export const ZCallLogList = z.object({ items: z.array(ZCall), pageInfo: ZPageInfo })
export type TCallLogList = z.infer<typeof ZCallLogList>

export const ZCallTotals = z.object({
  totalCalls: z.number().int().min(0),
  /** Rounded to 2 decimals. */
  totalMinutes: z.number().min(0),
  avgMinutes: z.number().min(0),
})
export type TCallTotals = z.infer<typeof ZCallTotals>

export const ZCallSummary = z.object({ incoming: ZCallTotals, outbound: ZCallTotals })
export type TCallSummary = z.infer<typeof ZCallSummary>

/** The summary of one India day (yyyy-MM-dd): a point of the call line graph. */
export const ZCallDay = ZCallSummary.extend({ day: z.string() })
export type TCallDay = z.infer<typeof ZCallDay>

/** The longest call-log series, in days: the most recent ones when the calls span more. */
export const CALL_SERIES_MAX_DAYS = 366

/**
 * The call logs' summary, and per India day for the line graph: every day of the date filter, or
 * without one from the first call's day to the last's (at most `CALL_SERIES_MAX_DAYS`), days
 * without calls at 0.
 */
// A summary a device stored before the series existed still reads offline, without its graph.
export const ZCallLogSummary = ZCallSummary.extend({ series: z.array(ZCallDay).default([]) })
export type TCallLogSummary = z.infer<typeof ZCallLogSummary>

// ---------------------------------------------------------------------------------------------
// Recordings

/** An upload asks for a signed address by naming the file, its size and its type. */
export const ZRecordingPresign = z.object({
  fileName: z.string().trim().min(1).max(200),
  fileSizeInKb: z
    .number()
    .min(0)
    .max(RECORDING_MAX_BYTES / 1024, DISPOSITION_MESSAGES.recordingTooLarge),
  mimeType: z.enum(RECORDING_MIME_TYPES, DISPOSITION_MESSAGES.recordingFormat),
})
export type TRecordingPresign = z.input<typeof ZRecordingPresign>

export const ZRecordingPresigned = z.object({
  /** PUT the bytes here, before expiresAt; no other headers needed. */
  uploadUrl: z.string(),
  recordingId: z.string(),
  expiresAt: z.string(),
})
export type TRecordingPresigned = z.infer<typeof ZRecordingPresigned>

/** The answer to the PUT: the type the bytes turned out to be. */
export const ZRecordingUploaded = z.object({
  recordingId: z.string(),
  type: z.enum(RECORDING_TYPES),
  sizeBytes: z.number().int().min(1),
})
export type TRecordingUploaded = z.infer<typeof ZRecordingUploaded>

/** Query of the signed address. */
export const ZSignedUrlQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string(),
})
