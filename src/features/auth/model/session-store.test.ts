import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  getSession,
  reloadSession,
  removeAccessToken,
  resetSessionCache,
  SESSION_STORAGE_KEY,
  setSession,
  subscribeSession,
} from './session-store.ts'
import { testSession } from './test-session.ts'

beforeEach(() => resetSessionCache())

describe('session store', () => {
  it('persists the session in localStorage and reads it back after a reload', () => {
    setSession(testSession({ refId: 'ref-1', authCode: 'code-1' }))
    resetSessionCache()
    expect(getSession()).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      slug: 'in/dxp/org-1',
      refId: 'ref-1',
      authCode: 'code-1',
      includedModules: ['leads'],
    })
  })

  it('ignores stored data that is not a session', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"accessToken":1}')
    expect(getSession()).toBeNull()
    resetSessionCache()
    localStorage.setItem(SESSION_STORAGE_KEY, 'not json')
    expect(getSession()).toBeNull()
  })

  it('removing the access token keeps the refresh token', () => {
    setSession(testSession())
    removeAccessToken()
    expect(getSession()).toMatchObject({ accessToken: null, refreshToken: 'refresh-1' })
  })

  it('tells subscribers of changes, and of changes another tab made only when there are some', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeSession(listener)
    setSession(testSession())
    expect(listener).toHaveBeenCalledTimes(1)
    const before = getSession()
    reloadSession()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(getSession()).toBe(before)
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(testSession({ accessToken: 'x' })))
    reloadSession()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })
})
