import { z } from 'zod'
import { ZPageInfo } from './common.ts'
import { CALL_STATUSES, CALL_TYPES } from './dispositions.ts'
import { TASK_TYPES } from './domain.ts'
import { ZFieldAction, zInstant } from './field-actions.ts'
import { ZPerson } from './leads.ts'
import { checkInstantRange, zOptionalText, zWireDate, zSearchBy } from './validators.ts'
export { TASK_MESSAGES } from './messages.ts'

/**
 * Tasks: a lead's follow-ups and site visits to do, and the
 * all-tasks table. A task is stored Open or Completed; Pending and Overdue are judged against
 * the server's clock when it is read, so a follow-up replayed late simply arrives overdue.
 */

const base = (slug: string) => `/ilead-service/v1/${slug}`

export const TASK_PATHS = {
  /** GET the all-tasks table. */
  tasks: (slug: string) => `${base(slug)}/tasks`,
  /** GET a lead's tasks (lead-tasks), newest due first; POST makes a follow-up. */
  leadTasks: (slug: string, leadId: string) => `${base(slug)}/leads/${leadId}/tasks`,
  /** POST: marks the task Completed. */
  complete: (slug: string, taskId: string) => `${base(slug)}/tasks/${taskId}/complete`,
} as const

/** What a task reads as. */
export const TASK_READ_STATUSES = ['Pending', 'Overdue', 'Completed'] as const
export type TTaskReadStatus = (typeof TASK_READ_STATUSES)[number]
/** What the table filters on: a read status, or Open (Pending and Overdue together). */
export const TASK_STATUSES = ['Pending', 'Completed', 'Overdue', 'Open'] as const
export type TTaskStatus = (typeof TASK_STATUSES)[number]

/** The tasks tables show 20 a page, and take at most 100. */
export const TASK_PAGE_SIZE = 20
export const TASK_PAGE_MAX = 100
export const TASK_NOTES_MAX = 500

export const TASK_ERROR_CODES = {
  notFound: 'TASK_NOT_FOUND',
  siteVisitTask: 'TASK_IS_SITE_VISIT',
} as const

export const ZTask = z.object({
  _id: z.string(),
  orgId: z.string(),
  projectId: z.string(),
  project: z.object({ _id: z.string(), projectName: z.string() }),
  leadId: z.string(),
  lead: z.object({ _id: z.string(), fullName: z.string(), leadStatus: z.string() }),
  taskType: z.enum(TASK_TYPES),
  taskStatus: z.enum(TASK_READ_STATUSES),
  /** False once completed. */
  isActive: z.boolean(),
  isEscalated: z.boolean(),
  dueDate: z.string(),
  completedAt: z.string().nullable(),
  notes: z.string(),
  assigneeId: ZPerson.nullable(),
  /** The disposition whose next step made it, and the visit a Site Visit task is about. */
  dispositionId: z.string().nullable(),
  siteVisitId: z.string().nullable(),
  createdAt: z.string(),
})
export type TTask = z.infer<typeof ZTask>

export const ZTaskList = z.object({ items: z.array(ZTask), pageInfo: ZPageInfo })
export type TTaskList = z.infer<typeof ZTaskList>

/** The all-tasks table's query. dueDate is an IST calendar day. */
export const ZTaskQuery = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(TASK_PAGE_MAX).default(TASK_PAGE_SIZE),
    projectId: z.string().optional(),
    /** Tasks made by this user. */
    userId: z.string().optional(),
    /** Of the call whose disposition made the task. */
    callType: z.enum(CALL_TYPES).optional(),
    callStatus: z.enum(CALL_STATUSES).optional(),
    /** The lead's name, or digits of its numbers (as the lead list searches). */
    searchBy: zSearchBy(),
    taskStatus: z.enum(TASK_STATUSES).optional(),
    taskType: z.enum(TASK_TYPES).optional(),
    dueDate: zWireDate.optional(),
    /** A user id, or "unassigned". */
    assigneeId: z.string().optional(),
    /** Due in [startTime, endTime): the home dashboard's range (contract/dashboard-filters.ts). */
    startTime: zInstant.optional(),
    endTime: zInstant.optional(),
  })
  .superRefine(checkInstantRange)
export type TTaskQuery = z.input<typeof ZTaskQuery>

export const ZLeadTaskQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(TASK_PAGE_MAX).default(TASK_PAGE_SIZE),
  taskStatus: z.enum(TASK_STATUSES).optional(),
})

/** A follow-up: at least 10 minutes after madeAt (followUpTimeError), never before it. */
export const ZFollowUpCreate = ZFieldAction.extend({
  taskType: z.literal('Follow Up').default('Follow Up'),
  dueDate: zInstant,
  notes: zOptionalText(TASK_NOTES_MAX).default(''),
  /** Needs DXP_LEAD_ASSIGNMENT to name someone else; by default the lead's assignee. */
  assigneeId: z.string().optional(),
})
export type TFollowUpCreate = z.input<typeof ZFollowUpCreate>

/** Completing a completed task answers it as it stands (another device may have done it). */
export const ZTaskComplete = z.object({
  madeAt: zInstant,
  notes: zOptionalText(TASK_NOTES_MAX).optional(),
})
export type TTaskComplete = z.input<typeof ZTaskComplete>
