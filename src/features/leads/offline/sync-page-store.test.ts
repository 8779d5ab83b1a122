import { afterEach, describe, expect, it, vi } from 'vitest'
import { getDb } from '../../../lib/db.ts'
import { clearDeviceLeads, testLead } from '../../../test-utils/lead-test-kit.ts'
import type { StorePageReply, StorePageRequest } from './lead-sync.worker.ts'
import { pageStoreInWorker } from './sync-page-store.ts'

const PLACE = { ownerId: 'user-1', scope: 'p-1', pass: 1 }
const META = {
  nextCursor: null,
  resumeCursor: 'r',
  total: 1,
  cap: 50_000,
  removed: [],
  access: { allOf: null, ownOf: null },
}
const page = () => new Blob([JSON.stringify({ ...META, items: [testLead({ _id: 'l-1' })] })])

/** A worker whose replies the test writes, and which can fail to start. */
class ScriptedWorker {
  static last: ScriptedWorker | undefined
  onmessage: ((event: MessageEvent<StorePageReply>) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  received: StorePageRequest[] = []
  terminated = false
  constructor() {
    ScriptedWorker.last = this
  }
  postMessage(request: StorePageRequest) {
    this.received.push(request)
  }
  terminate() {
    this.terminated = true
  }
  reply(message: StorePageReply) {
    this.onmessage?.({ data: message } as MessageEvent<StorePageReply>)
  }
  crash() {
    this.onerror?.(new ErrorEvent('error', { message: 'no module', cancelable: true }))
  }
}

afterEach(async () => {
  vi.unstubAllGlobals()
  await clearDeviceLeads()
})

describe('pageStoreInWorker', () => {
  it("hands each page to the worker and answers with the worker's replies, by page", async () => {
    vi.stubGlobal('Worker', ScriptedWorker)
    const store = pageStoreInWorker()
    const worker = ScriptedWorker.last!
    const first = store.store(page(), PLACE)
    const second = store.store(page(), PLACE)
    const [a, b] = worker.received.map((r) => r.id)
    worker.reply({ id: b!, kind: 'failed', message: 'Invalid input at items.0.profile' })
    worker.reply({ id: a!, kind: 'checked', page: META })
    worker.reply({ id: a!, kind: 'stored', written: 1 })
    await expect(first.checked).resolves.toEqual(META)
    await expect(first.written).resolves.toBe(1)
    await expect(second.checked).rejects.toThrow('items.0.profile')
    await expect(second.written).rejects.toThrow('items.0.profile')
    store.close()
    expect(worker.terminated).toBe(true)
  })

  it('fails the pages in flight when the worker cannot run, and stores the next ones here', async () => {
    vi.stubGlobal('Worker', ScriptedWorker)
    const store = pageStoreInWorker()
    const inFlight = store.store(page(), PLACE)
    ScriptedWorker.last!.crash()
    await expect(inFlight.written).rejects.toThrow('no module')

    const next = store.store(page(), PLACE)
    await expect(next.checked).resolves.toEqual(META)
    await expect(next.written).resolves.toBe(1)
    expect(ScriptedWorker.last!.received).toHaveLength(1)
    expect(await getDb().leadChunks.count()).toBe(1)
  })
})
