import { z } from 'zod'
import { ZPageInfo } from './common.ts'
import { zInstant } from './field-actions.ts'
import {
  FILE_TYPE_INFO,
  VALIDATION_MESSAGES,
  zOptionalText,
  zRequiredText,
  zSearchBy,
  zText,
  zWireDate,
  extensionOf,
  type TFileType,
} from './validators.ts'
import { statusMoveMessage, TICKET_MESSAGES } from './messages.ts'
export { statusMoveMessage, TICKET_COMMENTS_MAX, TICKET_MESSAGES } from './messages.ts'

/**
 * Customer queries, kept as tickets (spec 002 sections 3, 4, 5, 6 and 7; decision 0057). The spec
 * gives the prefix `/ticket/v1/{slug}/tickets` and the calls by name; the paths beyond it are
 * ours. A home buyer raises a ticket and comments from the mobile app (these same calls); staff
 * holding a query scope on the ticket's project handle it.
 */
const base = (slug: string) => `/ticket/v1/${slug}/tickets`
export const TICKET_PATHS = {
  /** GET the list (filters, unread counts); POST: a customer raises a ticket. */
  tickets: (slug: string) => base(slug),
  /** GET the detail (timeline, comments); PATCH status or priority. */
  ticket: (slug: string, ticketId: string) => `${base(slug)}/${ticketId}`,
  /** PATCH: a new assignee, placed first in the list. */
  assignee: (slug: string, ticketId: string) => `${base(slug)}/${ticketId}/assignee`,
  /** GET ?projectId=: who may be assigned (the project's Post Sales permission group). */
  assignees: (slug: string) => `${base(slug)}/assignees`,
  /** POST: a pre-signed address for one attachment of a comment to come. */
  attachments: (slug: string, ticketId: string) => `${base(slug)}/${ticketId}/attachments`,
  /** POST a comment, with the attachments uploaded for it. */
  comments: (slug: string, ticketId: string) => `${base(slug)}/${ticketId}/comments`,
  /** POST: the caller has read the comments so far (their unread count goes to 0). */
  read: (slug: string, ticketId: string) => `${base(slug)}/${ticketId}/read`,
  /** GET an attachment at its signed address. */
  file: (key: string) => `/content-store/v1/objects/ticket-files/${key}`,
} as const

export const TICKET_STATUSES = ['OPEN', 'WIP', 'CLOSED'] as const
export type TTicketStatus = (typeof TICKET_STATUSES)[number]
export const TICKET_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const
export type TTicketPriority = (typeof TICKET_PRIORITIES)[number]

/** Spec 002 section 4: the only moves a status may make. */
export const TICKET_TRANSITIONS: Readonly<Record<TTicketStatus, readonly TTicketStatus[]>> = {
  OPEN: ['WIP'],
  WIP: ['CLOSED'],
  CLOSED: ['WIP'],
}

/** The permission group whose members on a project may be assigned its queries (spec 002). */
export const POST_SALES_GROUP = 'Post Sales'

export const TICKET_PAGE_SIZE = 10
export const TICKET_PAGE_MAX = 100
export const TICKET_TITLE_MAX = 100
export const TICKET_DESCRIPTION_MAX = 500
export const TICKET_COMMENT_MAX = 2000

/** Spec 002 section 5: query attachments, up to 25 MB each, at most 5 a comment. */
export const TICKET_FILE_TYPES = [
  'jpeg',
  'png',
  'heic',
  'pdf',
  'mp4',
] as const satisfies readonly TFileType[]
export const TICKET_FILE_MAX_BYTES = 25 * 1024 * 1024
export const TICKET_FILES_MAX = 5

export const TICKET_ERROR_CODES = {
  notFound: 'TICKET_NOT_FOUND',
  transition: 'TICKET_TRANSITION_INVALID',
  needsPriorityAndAssignee: 'TICKET_NEEDS_PRIORITY_AND_ASSIGNEE',
  notAssignable: 'TICKET_ASSIGNEE_INVALID',
  file: 'TICKET_FILE_INVALID',
  tooManyComments: 'TICKET_COMMENTS_FULL',
  idTaken: 'ACTION_ID_TAKEN',
} as const

/** Null when the move is allowed; else why not, for the message shown. */
export function statusMoveError(from: TTicketStatus, to: TTicketStatus): string | null {
  if (from === to) return TICKET_MESSAGES.sameStatus
  return TICKET_TRANSITIONS[from].includes(to) ? null : statusMoveMessage(from, to)
}

/** The extensions a chosen file's name may have (its bytes still decide). */
export const TICKET_FILE_EXTENSIONS = TICKET_FILE_TYPES.flatMap((t) => FILE_TYPE_INFO[t].extensions)

/** Whether a file's name and declared size may be uploaded (checked before its bytes are). */
export function ticketFileProblem(fileName: string, fileSize: number): string | null {
  if (!TICKET_FILE_EXTENSIONS.includes(extensionOf(fileName))) return TICKET_MESSAGES.unsupported
  if (fileSize > TICKET_FILE_MAX_BYTES) return TICKET_MESSAGES.fileTooLarge
  return null
}

export const ZTicketPerson = z.object({
  _id: z.string(),
  name: z.string(),
})
export type TTicketPerson = z.infer<typeof ZTicketPerson>

/** An attachment as the spec names its fields: name, url (signed), size, type. */
export const ZTicketFile = z.object({
  _id: z.string(),
  name: z.string(),
  /** The server's signed path, good for about a week. */
  url: z.string(),
  size: z.number().int().min(0),
  /** The MIME type judged from the bytes. */
  type: z.string(),
})
export type TTicketFile = z.infer<typeof ZTicketFile>

export const ZTicketComment = z.object({
  _id: z.string(),
  ticketId: z.string(),
  text: z.string(),
  attachments: z.array(ZTicketFile),
  author: ZTicketPerson,
  /** A customer's comment (the buyer), or a staff member's. */
  byCustomer: z.boolean(),
  createdAt: z.string(),
})
export type TTicketComment = z.infer<typeof ZTicketComment>

export const TICKET_EVENT_KINDS = ['created', 'status', 'priority', 'assignee'] as const
export type TTicketEventKind = (typeof TICKET_EVENT_KINDS)[number]

/** A line of the timeline: who did what when (a move's from and to, or the new assignee). */
export const ZTicketEvent = z.object({
  _id: z.string(),
  kind: z.enum(TICKET_EVENT_KINDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  by: ZTicketPerson.nullable(),
  at: z.string(),
})
export type TTicketEvent = z.infer<typeof ZTicketEvent>

export const ZTicket = z.object({
  _id: z.string(),
  /** The number people quote ("Q-1042"). */
  ticketNumber: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** Null until staff set it. */
  priority: z.enum(TICKET_PRIORITIES).nullable(),
  /** Newest first: the first is the one working on it now. */
  assignees: z.array(ZTicketPerson),
  raisedBy: ZTicketPerson,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Comments by others since the caller last read the ticket. */
  unreadCommentsCount: z.number().int().min(0),
})
export type TTicket = z.infer<typeof ZTicket>

export const ZTicketDetail = ZTicket.extend({
  timeline: z.array(ZTicketEvent),
  /** Oldest first, as a conversation reads. */
  comments: z.array(ZTicketComment),
  /** Every file of the comments, newest first. */
  attachments: z.array(ZTicketFile),
  /** What the caller may do on it (the project's scopes), so the screen offers only that. */
  can: z.object({ comment: z.boolean(), assign: z.boolean(), changeStatus: z.boolean() }),
})
export type TTicketDetail = z.infer<typeof ZTicketDetail>

export const ZTicketFilters = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  projectId: z.string().max(100).optional(),
  assigneeId: z.string().max(100).optional(),
  /** Raised on or after this India day. */
  startDate: zWireDate.optional(),
  /** Raised on or before this India day. */
  endDate: zWireDate.optional(),
  /** Part of the title, or the number. */
  searchBy: zSearchBy(),
})
export type TTicketFilters = z.input<typeof ZTicketFilters>

export const ZTicketQuery = ZTicketFilters.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(TICKET_PAGE_MAX).default(TICKET_PAGE_SIZE),
})
export type TTicketQuery = z.input<typeof ZTicketQuery>

export const ZTicketList = z.object({ items: z.array(ZTicket), pageInfo: ZPageInfo })
export type TTicketList = z.infer<typeof ZTicketList>

/** A customer raises a ticket about one project of the organisation. */
export const ZTicketCreate = z.object({
  /** Client-made: a repeated create answers the ticket it made. */
  _id: z.uuid().optional(),
  projectId: z.string().min(1, VALIDATION_MESSAGES.required).max(100),
  title: zRequiredText(TICKET_TITLE_MAX),
  description: zOptionalText(TICKET_DESCRIPTION_MAX).default(''),
})
export type TTicketCreate = z.input<typeof ZTicketCreate>

/** PATCH ticket: a status move or a priority, one or both. */
export const ZTicketUpdate = z
  .object({
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
  })
  .refine((v) => v.status !== undefined || v.priority !== undefined, {
    message: TICKET_MESSAGES.changeRequired,
    path: ['status'],
  })
export type TTicketUpdate = z.input<typeof ZTicketUpdate>

export const ZTicketAssign = z.object({
  assigneeId: z.string().min(1, VALIDATION_MESSAGES.required).max(100),
})
export type TTicketAssign = z.input<typeof ZTicketAssign>

export const ZTicketAssignees = z.object({ items: z.array(ZTicketPerson) })
export type TTicketAssignees = z.infer<typeof ZTicketAssignees>
export const ZTicketAssigneesQuery = z.object({ projectId: z.string().min(1).max(100) })

/** One attachment to upload: its client-made id names it in the comment that carries it. */
export const ZTicketUploadRequest = z
  .object({
    _id: z.uuid(),
    fileName: zText().trim().min(1, VALIDATION_MESSAGES.required).max(255),
    fileSize: z.number().int().min(1, VALIDATION_MESSAGES.emptyFile),
    mimeType: z.string().max(100),
  })
  .superRefine((v, ctx) => {
    const problem = ticketFileProblem(v.fileName, v.fileSize)
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem,
        path: [problem === TICKET_MESSAGES.fileTooLarge ? 'fileSize' : 'fileName'],
      })
  })
export type TTicketUploadRequest = z.input<typeof ZTicketUploadRequest>

export const ZTicketUpload = z.object({
  _id: z.string(),
  /** PUT the bytes here, with the declared type, before it expires. */
  uploadUrl: z.string(),
  expiresAt: zInstant,
  /** Already sent with a comment: nothing to upload again. */
  used: z.boolean(),
})
export type TTicketUpload = z.infer<typeof ZTicketUpload>

export const ZTicketCommentCreate = z
  .object({
    /** Client-made: a replayed comment answers the one it made. */
    _id: z.uuid(),
    text: zText().trim().max(TICKET_COMMENT_MAX).default(''),
    /** Ids of attachments uploaded for this comment (ZTicketUploadRequest._id). */
    attachments: z.array(z.uuid()).max(TICKET_FILES_MAX, TICKET_MESSAGES.tooManyFiles).default([]),
  })
  .refine((v) => v.text.length > 0 || v.attachments.length > 0, {
    message: TICKET_MESSAGES.commentEmpty,
    path: ['text'],
  })
export type TTicketCommentCreate = z.input<typeof ZTicketCommentCreate>

export const ZTicketReadResult = z.object({ unreadCommentsCount: z.literal(0) })

/** Socket events of tickets (decision 0057), on the app's one socket beside the chat's. */
export const TICKET_EVENTS = {
  /** Client: hear a ticket's comments and changes (its detail is open). */
  joinTicket: 'join-ticket',
  /** Client: hear a project's tickets being raised and changed (its list is open). */
  joinProject: 'join-ticket-project',
  /** Server: a comment was added ({ ticketId, projectId, comment }). */
  comment: 'ticket-comment',
  /** Server: a ticket was raised or changed ({ ticketId, projectId }): read it again. */
  changed: 'ticket-changed',
} as const

export const ZJoinTicket = z.object({ ticketId: z.string().min(1).max(100) })
export const ZJoinTicketProject = z.object({ projectId: z.string().min(1).max(100) })

export const ZTicketCommentEvent = z.object({
  ticketId: z.string(),
  projectId: z.string(),
  comment: ZTicketComment,
})
export type TTicketCommentEvent = z.infer<typeof ZTicketCommentEvent>

export const ZTicketChangedEvent = z.object({ ticketId: z.string(), projectId: z.string() })
export type TTicketChangedEvent = z.infer<typeof ZTicketChangedEvent>

export const ticketRoom = (ticketId: string) => `ticket:${ticketId}`
export const ticketProjectRoom = (projectId: string) => `tickets:${projectId}`

/** A ticket's number as people quote it. */
export const ticketNumberOf = (n: number) => `Q-${n}`
