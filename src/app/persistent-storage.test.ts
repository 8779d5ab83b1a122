import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearSession,
  resetSessionCache,
  setSession,
} from '../features/auth/model/session-store.ts'
import { testSession } from '../features/auth/model/test-session.ts'
import { askForPersistentStorageWhenSignedIn } from './persistent-storage.ts'

const persist = vi.fn(async () => true)
const persisted = vi.fn(async () => false)
let stop: () => void = () => undefined

beforeEach(() => {
  resetSessionCache()
  sessionStorage.clear()
  persist.mockClear()
  persisted.mockClear().mockResolvedValue(false)
  vi.stubGlobal('navigator', { ...navigator, storage: { persist, persisted } })
})

afterEach(() => {
  stop()
  clearSession()
  vi.unstubAllGlobals()
})

/** The ask is asynchronous and quiet: let it run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('persistent storage', () => {
  it('is not asked for while signed out, then once after sign-in', async () => {
    stop = askForPersistentStorageWhenSignedIn()
    await settle()
    expect(persist).not.toHaveBeenCalled()

    setSession(testSession())
    await settle()
    setSession(testSession({ accessToken: 'access-2' }))
    await settle()
    expect(persist).toHaveBeenCalledOnce()
  })

  it('is not asked for again in the same tab session, nor when already granted', async () => {
    setSession(testSession())
    stop = askForPersistentStorageWhenSignedIn()
    await settle()
    stop()
    stop = askForPersistentStorageWhenSignedIn()
    await settle()
    expect(persist).toHaveBeenCalledOnce()

    sessionStorage.clear()
    persisted.mockResolvedValue(true)
    stop()
    stop = askForPersistentStorageWhenSignedIn()
    await settle()
    expect(persist).toHaveBeenCalledOnce()
  })

  it('stays quiet when the browser refuses', async () => {
    persist.mockRejectedValueOnce(new DOMException('not allowed', 'NotAllowedError'))
    setSession(testSession())
    stop = askForPersistentStorageWhenSignedIn()
    await settle()
    expect(persist).toHaveBeenCalledOnce()
  })
})
