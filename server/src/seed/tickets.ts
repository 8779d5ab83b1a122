import type { Faker } from '@faker-js/faker'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TTicketPriority,
  type TTicketStatus,
} from '../../../contract/tickets.ts'
import { getTableName } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../db/client.ts'
import * as schema from '../db/schema.ts'
import { insertBatched } from './batch-insert.ts'
import { patternPng } from '../modules/admin-setup/content/png.ts'
import type { ObjectStore } from '../object-store.ts'
import { DAY_MS, HOUR_MS, MINUTE_MS } from './random.ts'

/**
 * Customer queries (decision 0057): on every project of the first organisation, tickets in every
 * status and priority raised by home buyers (the demo buyer 9000000009 among them), with their
 * timeline, a conversation between buyer and post-sales, and a few photos and PDFs. Assignees
 * are the organisation's Post Sales group (the demo post-sales user).
 */

/** What buyers write about, with a first message and staff's usual replies. */
const TOPICS = [
  ['Leaking tap in the kitchen', 'The kitchen tap has been dripping since the handover.'],
  ['Parking bay not allotted', 'My allotment letter says one covered car bay, none is marked.'],
  ['Demand letter amount differs', 'The second instalment is higher than in my payment plan.'],
  ['Possession date', 'Can you confirm the possession date for my tower?'],
  ['Crack in the bedroom wall', 'A hairline crack has appeared near the window.'],
  ['Home loan documents', 'My bank needs the tripartite agreement and the NOC.'],
  ['Lift out of order', 'The lift in my tower has stopped on the third floor twice this week.'],
  ['Registration appointment', 'Please share a date for the sale deed registration.'],
  ['Change of co-owner name', 'My wife’s name is misspelt in the agreement.'],
  ['Water supply timings', 'We get water only two hours a day in the mornings.'],
  ['Modular kitchen upgrade', 'I would like the quote for the kitchen upgrade package.'],
  ['Receipt not received', 'I paid the GST instalment last week but have no receipt.'],
] as const
const CUSTOMER_LINES = [
  'Any update on this?',
  'Please call me after 6 pm.',
  'I have attached a photo.',
  'Thank you, that helps.',
  'This is still not resolved.',
  'Can someone visit on Saturday?',
]
const STAFF_LINES = [
  'Thank you for writing to us. We are looking into it.',
  'Our site engineer will visit you tomorrow between 10 and 12.',
  'We have raised this with the accounts team.',
  'The work is done; please let us know if anything remains.',
  'Could you share a photo so that we can send the right person?',
  'Your documents are ready at the site office.',
]
/** Every status with every priority (and OPEN ones not yet triaged), as the screens show them. */
const SHAPES: { status: TTicketStatus; priority: TTicketPriority | null }[] = [
  { status: 'OPEN', priority: null },
  ...TICKET_STATUSES.flatMap((status) =>
    TICKET_PRIORITIES.map((priority) => ({ status, priority })),
  ),
]
const OTHER_BUYERS = 6
/** A distinct number range for seeded buyers, apart from leads' and staff's. */
const BUYER_PHONE_PREFIX = '7000'

export interface TicketRows {
  users: (typeof schema.users.$inferInsert)[]
  memberships: (typeof schema.memberships.$inferInsert)[]
  tickets: (typeof schema.tickets.$inferInsert)[]
  events: (typeof schema.ticketEvents.$inferInsert)[]
  comments: (typeof schema.ticketComments.$inferInsert)[]
  attachments: (typeof schema.ticketAttachments.$inferInsert)[]
  reads: (typeof schema.ticketReads.$inferInsert)[]
}

interface TicketWorld {
  orgId: string
  projectIds: readonly string[]
  demoBuyerId: string
  postSalesId: string
  today: Date
}

async function smallPdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([420, 595])
  page.drawText(title, {
    x: 40,
    y: 540,
    size: 14,
    font: await doc.embedFont(StandardFonts.Helvetica),
  })
  return Buffer.from(await doc.save({ useObjectStreams: false }))
}

/** The seed's tickets; their files are written to the store when one is given. */
export async function buildTickets(
  f: Faker,
  world: TicketWorld,
  objects: ObjectStore | undefined,
): Promise<TicketRows> {
  const rows: TicketRows = {
    users: [],
    memberships: [],
    tickets: [],
    events: [],
    comments: [],
    attachments: [],
    reads: [],
  }
  const buyers = [world.demoBuyerId]
  for (let i = 0; i < OTHER_BUYERS; i++) {
    const id = f.string.uuid()
    const firstName = f.person.firstName()
    const lastName = f.person.lastName()
    const createdAt = new Date(world.today.getTime() - (90 + i) * DAY_MS)
    rows.users.push({
      id,
      phone: `${BUYER_PHONE_PREFIX}${String(100_001 + i)}`,
      firstName,
      lastName,
      email: f.internet.email({ firstName, lastName }).toLowerCase(),
      createdAt,
    })
    rows.memberships.push({
      userId: id,
      orgId: world.orgId,
      profileType: 'customer',
      role: 'Customer',
      department: 'Customer',
      createdAt,
    })
    buyers.push(id)
  }

  let n = 0
  for (const projectId of world.projectIds) {
    for (const shape of SHAPES) {
      const [title, opening] = TOPICS[n % TOPICS.length]!
      // The demo buyer raised every third ticket, so they see some in each status.
      const raisedById = n % 3 === 0 ? world.demoBuyerId : buyers[1 + (n % OTHER_BUYERS)]!
      n += 1
      const id = f.string.uuid()
      let at = new Date(world.today.getTime() - f.number.int({ min: 2, max: 60 }) * DAY_MS)
      const later = () =>
        (at = new Date(at.getTime() + f.number.int({ min: 20, max: 600 }) * MINUTE_MS))
      const event = (
        kind: 'created' | 'status' | 'priority' | 'assignee',
        from: string | null,
        to: string | null,
        byId: string,
      ) =>
        rows.events.push({
          id: f.string.uuid(),
          ticketId: id,
          kind,
          fromValue: from,
          toValue: to,
          byId,
          at,
        })
      const createdAt = at
      event('created', null, null, raisedById)
      const comment = async (byCustomer: boolean, text: string, file?: 'photo' | 'pdf') => {
        later()
        const commentId = f.string.uuid()
        rows.comments.push({
          id: commentId,
          ticketId: id,
          text,
          authorId: byCustomer ? raisedById : world.postSalesId,
          byCustomer,
          createdAt: at,
        })
        if (!file || !objects) return
        const fileKey = f.string.uuid()
        const bytes =
          file === 'photo'
            ? patternPng(`${title}-${n}`, 320, 240)
            : await smallPdf(`${title}: details`)
        await objects.write('ticket-files', fileKey, bytes)
        rows.attachments.push({
          id: f.string.uuid(),
          ticketId: id,
          commentId,
          fileKey,
          fileName:
            file === 'photo' ? `photo-${n}.png` : `${title.toLowerCase().replaceAll(' ', '-')}.pdf`,
          size: bytes.length,
          mimeType: file === 'photo' ? 'image/png' : 'application/pdf',
          uploadedById: byCustomer ? raisedById : world.postSalesId,
          createdAt: at,
        })
      }
      await comment(true, opening, n % 5 === 0 ? 'photo' : undefined)
      const assigned = shape.priority !== null
      if (assigned) {
        later()
        event('priority', null, shape.priority, world.postSalesId)
        event('assignee', null, world.postSalesId, world.postSalesId)
        await comment(false, STAFF_LINES[n % STAFF_LINES.length]!, n % 7 === 0 ? 'pdf' : undefined)
      }
      if (shape.status !== 'OPEN') {
        later()
        event('status', 'OPEN', 'WIP', world.postSalesId)
        await comment(true, CUSTOMER_LINES[n % CUSTOMER_LINES.length]!)
      }
      if (shape.status === 'CLOSED') {
        await comment(false, STAFF_LINES[(n + 3) % STAFF_LINES.length]!)
        later()
        event('status', 'WIP', 'CLOSED', world.postSalesId)
      }
      rows.tickets.push({
        id,
        orgId: world.orgId,
        projectId,
        title,
        description: opening,
        status: shape.status,
        priority: shape.priority,
        assigneeIds: assigned ? [world.postSalesId] : [],
        raisedById,
        createdAt,
        updatedAt: at,
      })
      // Post-sales has read what it closed; the open ones wait with their unread comments.
      if (shape.status === 'CLOSED') {
        rows.reads.push({ ticketId: id, userId: world.postSalesId, readAt: at })
      }
      rows.reads.push({
        ticketId: id,
        userId: raisedById,
        readAt: new Date(at.getTime() - HOUR_MS),
      })
    }
  }
  return rows
}

/** Inserts the tickets' rows in foreign-key order, adding to the seed's counts by table. */
export async function insertTickets(tx: Tx, rows: TicketRows, counts: Record<string, number>) {
  const add = async <T extends PgTable>(table: T, list: readonly T['$inferInsert'][]) => {
    const name = getTableName(table)
    counts[name] = (counts[name] ?? 0) + (await insertBatched(tx, table, list))
  }
  await add(schema.users, rows.users)
  await add(schema.memberships, rows.memberships)
  await add(schema.tickets, rows.tickets)
  await add(schema.ticketEvents, rows.events)
  await add(schema.ticketComments, rows.comments)
  await add(schema.ticketAttachments, rows.attachments)
  await add(schema.ticketReads, rows.reads)
}
