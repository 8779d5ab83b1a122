// IndexedDB for Dexie (the outbox) in jsdom, which has none.
import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Macros keep the source text outside production builds, so an empty catalogue shows English.
i18n.loadAndActivate({ locale: 'en', messages: {} })

afterEach(() => {
  cleanup()
  localStorage.clear()
})
