import {
  ZTicketCommentCreate,
  ZTicketUpdate,
  ZTicketUploadRequest,
  type TTicketComment,
  type TTicketPriority,
  type TTicketStatus,
} from '../../../../contract/tickets.ts'
import type { OutboxRow, OutboxState } from '../../../lib/db.ts'

/** A comment still in the outbox: shown at once, "Waiting to send" or refused. */
export interface WaitingComment {
  rowId: string
  _id: string
  text: string
  /** Its files' names, in the order chosen. */
  files: string[]
  state: OutboxState
  /** The server's refusal (of the comment or of one of its files). */
  problem?: string
  createdAt: number
}

export interface TicketWaiting {
  comments: WaitingComment[]
  /** The status and priority the queued changes will leave, over the server's. */
  status?: TTicketStatus
  priority?: TTicketPriority
  /** Any change still queued (a refused one too). */
  changes: number
}

/** What the ticket's outbox queue holds, read from its rows' bodies. */
export function ticketWaiting(rows: readonly OutboxRow[]): TicketWaiting {
  const out: TicketWaiting = { comments: [], changes: 0 }
  const files = new Map<string, { name: string; row: OutboxRow }>()
  for (const row of rows) {
    if (row.file) {
      const upload = ZTicketUploadRequest.safeParse(row.body)
      if (upload.success) files.set(upload.data._id, { name: upload.data.fileName, row })
      continue
    }
    if (row.method === 'PATCH') {
      const change = ZTicketUpdate.safeParse(row.body)
      if (!change.success) continue
      out.changes += 1
      if (row.state === 'needs-attention') continue
      if (change.data.status) out.status = change.data.status
      if (change.data.priority) out.priority = change.data.priority
      continue
    }
    const comment = ZTicketCommentCreate.safeParse(row.body)
    if (!comment.success) continue
    const own = comment.data.attachments.map((id) => files.get(id))
    const refused = [row, ...own.map((f) => f?.row)].find((r) => r?.state === 'needs-attention')
    out.comments.push({
      rowId: row.id,
      _id: comment.data._id,
      text: comment.data.text,
      files: own.map((f) => f?.name ?? ''),
      state: refused ? 'needs-attention' : row.state,
      ...(refused?.lastError ? { problem: refused.lastError.message } : {}),
      createdAt: row.createdAt,
    })
  }
  return out
}

/** The conversation: the server's comments, then those still waiting that it does not have. */
export function conversation(
  comments: readonly TTicketComment[],
  waiting: readonly WaitingComment[],
): ({ kind: 'sent'; comment: TTicketComment } | { kind: 'waiting'; waiting: WaitingComment })[] {
  const sent = new Set(comments.map((c) => c._id))
  return [
    ...comments.map((comment) => ({ kind: 'sent' as const, comment })),
    ...waiting
      .filter((w) => !sent.has(w._id))
      .map((w) => ({ kind: 'waiting' as const, waiting: w })),
  ]
}
