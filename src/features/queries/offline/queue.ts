import { msg } from '@lingui/core/macro'
import {
  TICKET_PATHS,
  type TTicketCommentCreate,
  type TTicketUpdate,
  type TTicketUploadRequest,
} from '../../../../contract/tickets.ts'
import { getDb, type SiteOfficeDb } from '../../../lib/db.ts'
import { randomId } from '../../../lib/random-id.ts'
import { enqueue } from '../../../offline/outbox/enqueue.ts'
import { ticketEntity } from '../../../offline/outbox/entities.ts'
import type { OutboxPrincipal } from '../../../offline/outbox/principal.ts'

export interface TicketQueueContext {
  slug: string
  ticketId: string
  /** "Q-12", for the sync center's labels. */
  ticketNumber: string
  db?: SiteOfficeDb
  principal?: OutboxPrincipal
  newId?: () => string
}

/** A file chosen for a comment, already checked on the device (its type from its bytes). */
export interface ChosenFile {
  blob: Blob
  fileName: string
  mimeType: string
}

const hrefOf = (ticketId: string) => `/developer/queries/${ticketId}`

/**
 * A comment and its files, always through the outbox on the ticket's own queue (decision 0057):
 * each file is a row that asks for an upload address and PUTs the file kept on the device, and
 * the comment's row follows them, naming the files by their client-made ids. All rows are saved
 * in one transaction, so the comment is never queued without its files. Resolves to its id.
 */
export async function queueComment(
  context: TicketQueueContext,
  text: string,
  files: readonly ChosenFile[],
): Promise<string> {
  const db = context.db ?? getDb()
  const newId = context.newId ?? randomId
  const { slug, ticketId, ticketNumber } = context
  const options = { db, principal: context.principal }
  const entity = ticketEntity(ticketId)
  const commentId = newId()
  await db.transaction('rw', db.tables, async () => {
    const attachments: string[] = []
    for (const file of files) {
      const request: TTicketUploadRequest = {
        _id: newId(),
        fileName: file.fileName,
        fileSize: file.blob.size,
        mimeType: file.mimeType,
      }
      attachments.push(request._id)
      const name = file.fileName
      await enqueue(
        {
          entity,
          method: 'POST',
          path: TICKET_PATHS.attachments(slug, ticketId),
          body: request,
          label: msg`File ${name} for query ${ticketNumber}`,
          href: hrefOf(ticketId),
          file,
        },
        options,
      )
    }
    const body: TTicketCommentCreate = { _id: commentId, text, attachments }
    await enqueue(
      {
        entity,
        method: 'POST',
        path: TICKET_PATHS.comments(slug, ticketId),
        body,
        label: msg`Comment on query ${ticketNumber}`,
        href: hrefOf(ticketId),
      },
      options,
    )
  })
  return commentId
}

/** A status move or a priority, on the ticket's queue after the comments made before it. */
export async function queueChange(context: TicketQueueContext, change: TTicketUpdate) {
  const { slug, ticketId, ticketNumber } = context
  await enqueue(
    {
      entity: ticketEntity(ticketId),
      method: 'PATCH',
      path: TICKET_PATHS.ticket(slug, ticketId),
      body: change,
      label: change.status
        ? msg`Status of query ${ticketNumber}`
        : msg`Priority of query ${ticketNumber}`,
      href: hrefOf(ticketId),
    },
    { db: context.db, principal: context.principal },
  )
}
