// IndexedDB for Dexie (the outbox) in jsdom, which has none.
import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { onlineManager } from '@tanstack/react-query'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { forgetSyncedIndex } from './features/leads/offline/lead-store.ts'
import { getDb } from './lib/db.ts'
import { clearFreshness } from './lib/freshness.ts'

// Macros keep the source text outside production builds, so an empty catalogue shows English.
i18n.loadAndActivate({ locale: 'en', messages: {} })

// The suite shares one jsdom and one module graph per worker (isolate: false in
// vitest.config.ts), so each file starts from what a fresh page load would find: an empty
// device database, no stored answers' ages, no leads held in memory, empty storage.
beforeAll(async () => {
  const db = getDb()
  await Promise.all(db.tables.map((table) => table.clear()))
  clearFreshness()
  forgetSyncedIndex()
  localStorage.clear()
  sessionStorage.clear()
})

// What one file changed in the shared globals does not reach the next.
afterAll(() => {
  // A file that played an outage (an 'offline' event, or setOnline) must not leave the query
  // client believing it: the next file's queries and mutations would wait for a link forever.
  onlineManager.setOnline(true)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

// On a busy 2-core machine a screen may need more than testing-library's default second to
// appear: that is slow, not wrong.
configure({ asyncUtilTimeout: 3_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})
