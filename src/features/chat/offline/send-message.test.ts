import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SiteOfficeDb } from '../../../lib/db.ts'
import { freshDb, USER_A } from '../../../test-utils/outbox-test-kit.ts'
import { waitingMessages } from '../model/conversation.ts'
import { sendChatMessage } from './send-message.ts'

let db: SiteOfficeDb
let ids = 0
const context = () => ({
  leadId: 'lead-1',
  leadName: 'Asha Kulkarni',
  db,
  principal: USER_A,
  now: () => 1_000,
  newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
})

beforeEach(() => {
  db = freshDb()
  ids = 0
})
afterEach(async () => {
  db.close()
  await db.delete()
})

describe('sending a chat message', () => {
  it('queues it on the lead’s own queue with a new client_message_id each time', async () => {
    const first = await sendChatMessage(context(), { type: 'text', text: 'Hello' })
    const again = await sendChatMessage(context(), { type: 'text', text: 'Hello' })
    expect(first).not.toBe(again)
    const rows = await db.outbox.orderBy('seq').toArray()
    expect(rows.map((r) => [r.entity, r.method, r.path])).toEqual([
      ['lead:lead-1', 'POST', '/communication-service/v1/chats'],
      ['lead:lead-1', 'POST', '/communication-service/v1/chats'],
    ])
    expect(rows[0]?.body).toEqual({
      conversation_id: 'lead-1',
      client_message_id: first,
      payload: { type: 'text', text: 'Hello' },
    })
    expect(waitingMessages(rows, 'lead-1').map((w) => w.client_message_id)).toEqual([first, again])
  })
})
