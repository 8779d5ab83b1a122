import { afterEach, describe, expect, it } from 'vitest'
import { TICKET_PATHS } from '../../../../contract/tickets.ts'
import type { SiteOfficeDb } from '../../../lib/db.ts'
import { discardOutboxItem } from '../../../offline/outbox/actions.ts'
import { createReplayerCore } from '../../../offline/outbox/replayer-core.ts'
import { freshDb, USER_A } from '../../../test-utils/outbox-test-kit.ts'
import { ticketWaiting } from '../model/waiting.ts'
import { queueChange, queueComment } from './queue.ts'

let db: SiteOfficeDb
afterEach(async () => {
  await db?.delete()
})

let n = 0
const context = () => ({
  slug: 'in/dxp/o1',
  ticketId: 't1',
  ticketNumber: 'Q-7',
  db,
  principal: USER_A,
  newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
})
const photo = () => ({
  blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
  fileName: 'leak.png',
  mimeType: 'image/png',
})

describe('a comment with files on the ticket queue', () => {
  it('queues each file before its comment, the files kept on the device, never a token', async () => {
    db = freshDb()
    await queueComment(context(), 'See the photo', [photo()])
    await queueChange(context(), { status: 'WIP' })
    const rows = await db.outbox.orderBy('seq').toArray()
    expect(rows.map((r) => [r.entity, r.method, r.path])).toEqual([
      ['ticket:t1', 'POST', TICKET_PATHS.attachments('in/dxp/o1', 't1')],
      ['ticket:t1', 'POST', TICKET_PATHS.comments('in/dxp/o1', 't1')],
      ['ticket:t1', 'PATCH', TICKET_PATHS.ticket('in/dxp/o1', 't1')],
    ])
    const [file, comment] = rows
    expect(file!.file).toBe(true)
    expect((comment!.body as { attachments: string[] }).attachments).toEqual([
      (file!.body as { _id: string })._id,
    ])
    expect(JSON.stringify(rows)).not.toMatch(/token|uploadUrl/i)
    const kept = await db.outboxFiles.get(file!.id)
    expect(kept?.fileName).toBe('leak.png')
    expect(kept?.mimeType).toBe('image/png')
    // What the screen shows meanwhile: the comment waiting with its file, the move queued.
    const waiting = ticketWaiting(rows)
    expect(waiting.comments.map((c) => [c.text, c.files])).toEqual([
      ['See the photo', ['leak.png']],
    ])
    expect([waiting.status, waiting.changes]).toEqual(['WIP', 1])
  })

  it('deletes a file with its row once the server confirmed it, or when it is discarded', async () => {
    db = freshDb()
    await queueComment(context(), 'First', [photo()])
    await queueComment(context(), 'Second', [photo()])
    const [firstFile] = await db.outbox.orderBy('seq').toArray()
    // The server confirms the first file and the first comment, then refuses the second file.
    let sent = 0
    const core = createReplayerCore({
      db,
      principal: () => USER_A,
      send: async () => {
        sent += 1
        if (sent === 3) throw Object.assign(new Error('refused'), { status: 400 })
        return {}
      },
    })
    await core.drain()
    expect(await db.outboxFiles.get(firstFile!.id)).toBeUndefined()
    const [refused] = await db.outbox.orderBy('seq').toArray()
    expect(refused!.state).toBe('needs-attention')
    expect(await db.outboxFiles.get(refused!.id)).toBeDefined()
    expect(ticketWaiting(await db.outbox.toArray()).comments[0]).toMatchObject({
      text: 'Second',
      state: 'needs-attention',
    })
    await discardOutboxItem(refused!.id, db)
    expect(await db.outboxFiles.count()).toBe(0)
  })
})
