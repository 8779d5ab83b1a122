import { z } from 'zod'
import { COUNTRY_CODE, MOBILE_PATTERN } from './auth.ts'
import { ZPageInfo } from './common.ts'
import { CHAT_CONVERSATION_PATH } from './routes.ts'

/** Chat with leads over WhatsApp (spec 001 sections 2, 3, 4, 7, 8; decision 0039). */

const BASE = CHAT_CONVERSATION_PATH

export const CHAT_PATHS = {
  /** GET the conversation page (newest first); POST send a message. */
  chats: BASE,
  /** POST: the conversation was opened, its unread count goes back to 0 (decision 0039). */
  markRead: `${BASE}/read`,
  /** GET the WhatsApp templates to send a lead, their variables filled (decision 0046). */
  templates: `${BASE}/templates`,
  /** GET the unread counts of the leads a list shows (decision 0041). */
  unread: `${BASE}/unread`,
  /**
   * POST, from the WhatsApp provider (KARIX) only, with the shared callback token: receipts and
   * the leads' own messages (decision 0041).
   */
  providerCallback: `${BASE}/provider-callback`,
  /** POST, development only: an inbound reply from the lead, as the provider would deliver it. */
  devInbound: `${BASE}/dev-inbound`,
  /**
   * POST, development only: a receipt for a message, as the provider would report it, in
   * whatever order a test wants (out of order too).
   */
  devReceipt: `${BASE}/dev-receipt`,
  /** GET a file stored with a message, at its signed address (decision 0054). */
  file: (key: string) => `/content-store/v1/objects/chat-files/${key}`,
} as const

/** Spec 001: 30 messages a page. */
export const CHAT_PAGE_SIZE = 30
export const CHAT_TEXT_MAX = 4096

export const CHAT_MESSAGES = {
  whatsAppNotFound: "WhatsApp number not found, chat can't be initiated",
  historyUnavailable: 'Unable to connect to the server, please try again',
  joinRefused: 'You cannot open this conversation',
  badPayload: 'This message cannot be sent',
  sendFailed: 'The message could not be sent',
  templateNotFound: 'payload.templateId: this template is not available for the lead',
  fileNotFound: 'This file is not available for the lead',
  fileUnnamed: 'A file must be one of the project’s files or a PDF sent with the message',
  fileNotPdf: 'The file must be a PDF of at most 2 MB',
} as const

export const CHAT_ERROR_CODES = {
  whatsAppNotFound: 'WHATSAPP_NUMBER_NOT_FOUND',
  joinRefused: 'CHAT_ROOM_REFUSED',
  badPayload: 'CHAT_BAD_PAYLOAD',
  unauthorized: 'CHAT_UNAUTHORIZED',
  sendFailed: 'CHAT_SEND_FAILED',
  templateNotFound: 'CHAT_TEMPLATE_NOT_FOUND',
  file: 'CHAT_FILE_INVALID',
} as const

export const CHAT_TYPES = ['text', 'template', 'files', 'location', 'contacts'] as const
export type TChatType = (typeof CHAT_TYPES)[number]

/**
 * Delivery states as the spec names them. `Not Sent`: the provider never took the message (it
 * can be retried); `failed` and `not delivered`: the provider took it and reported it undelivered.
 */
export const CHAT_STATUSES = [
  'Not Sent',
  'sent',
  'delivered',
  'read',
  'not delivered',
  'failed',
] as const
export type TChatStatus = (typeof CHAT_STATUSES)[number]
/** What a provider receipt can say about a message it took. */
export const CHAT_RECEIPTS = ['sent', 'delivered', 'read', 'not delivered', 'failed'] as const
export type TChatReceipt = (typeof CHAT_RECEIPTS)[number]

const RANK: Partial<Record<TChatStatus, number>> = { sent: 1, delivered: 2, read: 3 }

/**
 * The state of a message after a receipt: sent < delivered < read, never downgraded (a late
 * `delivered` after `read` leaves it read); `failed` and `not delivered` only from `sent`; a
 * delivered or read receipt after a failure is the provider's later evidence, so it wins. A
 * message that was never sent (`Not Sent`) has no provider id, so no receipt is about it.
 */
export function nextDeliveryState(current: TChatStatus, receipt: TChatReceipt): TChatStatus {
  if (current === 'Not Sent') return current
  if (receipt === 'failed' || receipt === 'not delivered') {
    return current === 'sent' ? receipt : current
  }
  const have = RANK[current] ?? 0
  return RANK[receipt]! > have ? receipt : current
}

const ZText = z.string().trim().min(1).max(CHAT_TEXT_MAX)
const ZUrl = z.string().url().max(2048)

/** A file a message may carry that the server stores with it (a cost sheet made on the device). */
export const CHAT_FILE_MAX_BYTES = 2 * 1024 * 1024
/** Base64 of CHAT_FILE_MAX_BYTES, rounded up. */
const CHAT_FILE_MAX_BASE64 = Math.ceil(CHAT_FILE_MAX_BYTES / 3) * 4

/** A server path (`/content-store/...`, signed) or a provider's absolute address. */
const ZFileUrl = z
  .string()
  .max(2048)
  .refine((v) => v.startsWith('/') || ZUrl.safeParse(v).success, 'not an address')

/**
 * A file in a message (decision 0054). What we send names the stored object it is, never a bare
 * address: `contentId`, a file of the lead's project content; `chatFileId`, a file stored with
 * an earlier message to the same lead (a resend); or `content`, the bytes themselves (a PDF), which
 * the server stores and replaces with a `chatFileId`. The server fills `fileUrl` from the object.
 * Files from the lead (the provider) carry their `fileUrl` only.
 */
export const ZChatFile = z.object({
  fileUrl: ZFileUrl.optional(),
  fileName: z.string().trim().min(1).max(255),
  fileExtension: z.string().trim().min(1).max(10),
  labelName: z.string().trim().max(255).optional(),
  /** An image's preview address (the server's), shown beside the label. */
  thumbnail: ZFileUrl.nullable().optional(),
  contentId: z.string().min(1).max(100).optional(),
  chatFileId: z.string().min(1).max(100).optional(),
  /** Base64 bytes; sent only, never stored in the message. */
  content: z.string().max(CHAT_FILE_MAX_BASE64).optional(),
})
export type TChatFile = z.infer<typeof ZChatFile>

export const ZChatPayload = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: ZText }),
  z.object({
    type: z.literal('template'),
    templateId: z.string().min(1).max(100),
    name: z.string().trim().min(1).max(255),
    /** The template's variables in order, filled. */
    variables: z.array(z.string().max(1024)).max(20).default([]),
    /** The message as the lead reads it: the template with its variables filled. */
    text: z.string().max(CHAT_TEXT_MAX).optional(),
  }),
  z.object({
    type: z.literal('files'),
    files: z.array(ZChatFile).min(1).max(10),
    caption: z.string().trim().max(1024).optional(),
  }),
  z.object({
    type: z.literal('location'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    name: z.string().trim().max(255).optional(),
    address: z.string().trim().max(1024).optional(),
  }),
  z.object({
    type: z.literal('contacts'),
    contacts: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(255),
          phone: z.string().regex(/^\+?[0-9]{6,15}$/),
        }),
      )
      .min(1)
      .max(10),
  }),
])
export type TChatPayload = z.infer<typeof ZChatPayload>

export const ZChatMessage = z.object({
  _id: z.string(),
  /** The lead's id: one conversation per lead. */
  conversation_id: z.string(),
  direction: z.enum(['in', 'out']),
  /** The provider's message ids (empty until it takes the message). */
  wamid: z.array(z.string()),
  payload: ZChatPayload,
  message_status: z.enum(CHAT_STATUSES),
  /** The user who sent it; null for the lead's own messages. */
  created_by: z.string().nullable(),
  /** The sender's id for the message (the outbox's), when it gave one. */
  client_message_id: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TChatMessage = z.infer<typeof ZChatMessage>

export const ZChatPageQuery = z.object({
  conversation_id: z.string().min(1),
  client_id: z.string().optional(),
  platform_id: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
  /** Only messages older than this (ISO): older pages stay stable while new ones arrive. */
  createdAt: z.string().datetime({ offset: true }).optional(),
})
export type TChatPageQuery = z.input<typeof ZChatPageQuery>

/** Newest first; the client shows them oldest at the top. */
export const ZChatPage = z.object({
  items: z.array(ZChatMessage),
  pageInfo: ZPageInfo,
  totalUnreadMsgs: z.number().int().min(0),
})
export type TChatPage = z.infer<typeof ZChatPage>

export const ZSendChatMessage = z.object({
  conversation_id: z.string().min(1),
  /** Chosen by the sender (a UUID): a replay with the same id never sends twice. */
  client_message_id: z.string().uuid(),
  payload: ZChatPayload,
})
export type TSendChatMessage = z.input<typeof ZSendChatMessage>

/** Spec 001: templates per lead and user, page 1, 20 a page. */
export const CHAT_TEMPLATE_PAGE_SIZE = 20

/**
 * What a template's `{{name}}` placeholders may be, filled for the lead and the sender: anything
 * else is refused when a template is made, so every variable is always filled.
 */
export const CHAT_TEMPLATE_VARIABLES = [
  'lead_name',
  'lead_first_name',
  'project_name',
  'executive_name',
  'executive_first_name',
  'executive_mobile',
  'organisation_name',
] as const
export type TChatTemplateVariable = (typeof CHAT_TEMPLATE_VARIABLES)[number]

export const ZChatTemplatesQuery = z.object({
  leadId: z.string().min(1).max(100),
  /** The sender the variables are filled for; only the caller themselves. */
  userId: z.string().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CHAT_TEMPLATE_PAGE_SIZE)
    .default(CHAT_TEMPLATE_PAGE_SIZE),
})
export type TChatTemplatesQuery = z.input<typeof ZChatTemplatesQuery>

export const ZChatTemplate = z.object({
  id: z.string(),
  templateName: z.string(),
  category: z.string(),
  language: z.string(),
  /** The template as written, with its `{{name}}` placeholders. */
  body: z.string(),
  /** Its placeholders in order, each with its value for this lead and sender. */
  variables: z.array(z.object({ name: z.enum(CHAT_TEMPLATE_VARIABLES), value: z.string() })),
  /** The body with the values in place: what the lead will read. */
  text: z.string(),
})
export type TChatTemplate = z.infer<typeof ZChatTemplate>

export const ZChatTemplatePage = z.object({
  items: z.array(ZChatTemplate),
  pageInfo: ZPageInfo,
})
export type TChatTemplatePage = z.infer<typeof ZChatTemplatePage>

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g

/** A body's placeholders, in order of first appearance. */
export function templatePlaceholders(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((m) => m[1]!))]
}

/** The body with each placeholder replaced by its value (as plain text, never markup). */
export function fillTemplate(body: string, values: Partial<Record<string, string>>): string {
  return body.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '')
}

export const ZMarkChatRead = z.object({ conversation_id: z.string().min(1) })
export const ZMarkChatReadResult = z.object({ totalUnreadMsgs: z.literal(0) })

/** At most one page of the lead list (LEAD_PAGE_MAX is 100). */
export const CHAT_UNREAD_IDS_MAX = 100

/** The leads on screen: `conversation_ids=a,b,c` or repeated. */
export const ZChatUnreadQuery = z.object({
  conversation_ids: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => [
      ...new Set((Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)),
    ])
    .pipe(z.array(z.string().max(100)).min(1).max(CHAT_UNREAD_IDS_MAX)),
})
export type TChatUnreadQuery = z.input<typeof ZChatUnreadQuery>

/** Only the leads with unread messages that the caller sees; any other asked-for lead has 0. */
export const ZChatUnreadCounts = z.object({
  items: z.array(
    z.object({ conversation_id: z.string(), totalUnreadMsgs: z.number().int().min(1) }),
  ),
})
export type TChatUnreadCounts = z.infer<typeof ZChatUnreadCounts>

export const ZDevInboundChat = z.object({
  conversation_id: z.string().min(1),
  payload: ZChatPayload,
})

export const ZDevChatReceipt = z.object({
  providerMessageId: z.string().trim().min(1).max(200),
  status: z.enum(CHAT_RECEIPTS),
})

/** The lead's number as a provider writes it (`919876543210`, `+91 98765 43210`): 10 digits. */
export const ZProviderNumber = z
  .string()
  .max(20)
  .transform((v) => v.replace(/[\s()+-]/g, ''))
  .transform((v) =>
    v.length === 10 + COUNTRY_CODE.length && v.startsWith(COUNTRY_CODE)
      ? v.slice(COUNTRY_CODE.length)
      : v,
  )
  .pipe(z.string().regex(MOBILE_PATTERN, 'not an Indian mobile number'))

const ZProviderId = z.string().trim().min(1).max(200)

/** One thing the provider reports: a receipt for a message it took, or the lead's message. */
export const ZChatProviderEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('receipt'),
    providerMessageId: ZProviderId,
    status: z.enum(CHAT_RECEIPTS),
  }),
  z.object({
    kind: z.literal('inbound'),
    /** The provider's id of the lead's message: a retried callback stores it once. */
    providerMessageId: ZProviderId,
    /** The lead's WhatsApp number. */
    from: ZProviderNumber,
    payload: ZChatPayload,
  }),
])
export type TChatProviderEvent = z.infer<typeof ZChatProviderEvent>

/** The callback's body: the provider may batch its events. */
export const ZChatProviderCallback = z.object({
  events: z.array(ZChatProviderEvent).min(1).max(100),
})
export type TChatProviderCallback = z.input<typeof ZChatProviderCallback>

/** Every event was taken (a repeat and a number no lead has are taken and dropped). */
export const ZChatProviderCallbackResult = z.object({ received: z.number().int().min(0) })

/** Socket events (spec 001 section 7). */
export const CHAT_EVENTS = {
  joinRoom: 'join-room',
  sendMessage: 'send-message',
  createdMessage: 'created-message',
  updatedMessage: 'updated-message',
  /** The server's refusal of a join or a send. */
  error: 'chat-error',
} as const

export const ZJoinRoom = z.object({ conversation_id: z.string().min(1) })
export type TJoinRoom = z.infer<typeof ZJoinRoom>

export const ZChatSocketError = z.object({
  event: z.string(),
  code: z.string(),
  message: z.string(),
  conversation_id: z.string().optional(),
  client_message_id: z.string().optional(),
})
export type TChatSocketError = z.infer<typeof ZChatSocketError>

/** The room of a lead's conversation. */
export const chatRoom = (leadId: string) => `chat:${leadId}`
