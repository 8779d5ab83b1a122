import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TSession } from '../../../../contract/auth.ts'
import { HttpError } from '../../../lib/http.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import {
  createSessionExpiry,
  LOGOUT_DEBOUNCE_MS,
  REFRESH_SPACING_MS,
  type SessionExpiry,
} from './session-expiry.ts'
import { getSession, resetSessionCache, SESSION_STORAGE_KEY, setSession } from './session-store.ts'
import { testSession, testTokens } from './test-session.ts'

const refresh = vi.fn<(refreshToken: string) => Promise<TSession>>()
const onLoggedOut = vi.fn()
let expiry: SessionExpiry

function rejection(status: number): HttpError {
  const kind = status === 401 ? 'unauthorized' : 'server'
  return new HttpError(kind, MESSAGES.somethingWentWrong, { status })
}

/** A refresh the test resolves by hand, to hold it in flight. */
function deferredRefresh() {
  let resolve: (session: TSession) => void = () => {}
  refresh.mockImplementationOnce(
    () =>
      new Promise<TSession>((r) => {
        resolve = r
      }),
  )
  return (session: TSession) => resolve(session)
}

beforeEach(() => {
  vi.useFakeTimers()
  resetSessionCache()
  refresh.mockReset()
  onLoggedOut.mockReset()
  expiry = createSessionExpiry({ refresh, onLoggedOut })
})

afterEach(() => {
  expiry.dispose()
  vi.useRealTimers()
})

describe('a 401 with a refresh token', () => {
  it('a late 401 of a request sent before a refresh retries with the newer token', async () => {
    setSession(testSession())
    const stored = getSession()?.accessToken
    await expect(expiry.onUnauthorized(undefined, 'an-older-token')).resolves.toBe(true)
    expect(refresh).not.toHaveBeenCalled()
    expect(getSession()?.accessToken).toBe(stored)
  })

  it('removes the stored access token, refreshes once and asks for a retry', async () => {
    setSession(testSession())
    const finish = deferredRefresh()

    const retry = expiry.onUnauthorized()
    expect(getSession()?.accessToken).toBeNull()
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').accessToken).toBeNull()
    await vi.advanceTimersByTimeAsync(0)
    expect(refresh).toHaveBeenCalledWith('refresh-1')

    finish(testTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' }))
    await expect(retry).resolves.toBe(true)
    expect(getSession()).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      includedModules: ['leads'],
    })
    expect(onLoggedOut).not.toHaveBeenCalled()
  })

  it('many 401s at once share one refresh', async () => {
    setSession(testSession())
    const finish = deferredRefresh()

    const retries = [expiry.onUnauthorized(), expiry.onUnauthorized(), expiry.onUnauthorized()]
    await vi.advanceTimersByTimeAsync(0)
    finish(testTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' }))

    await expect(Promise.all(retries)).resolves.toEqual([true, true, true])
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('spaces refresh requests at least 1 s apart', async () => {
    setSession(testSession())
    refresh
      .mockResolvedValueOnce(testTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' }))
      .mockResolvedValueOnce(testTokens({ accessToken: 'access-3', refreshToken: 'refresh-3' }))

    await expect(expiry.onUnauthorized()).resolves.toBe(true)
    await vi.advanceTimersByTimeAsync(200)

    const second = expiry.onUnauthorized()
    await vi.advanceTimersByTimeAsync(REFRESH_SPACING_MS - 200 - 1)
    expect(refresh).toHaveBeenCalledTimes(1)
    // 401s while the second refresh waits for its turn join it.
    const third = expiry.onUnauthorized()
    await vi.advanceTimersByTimeAsync(1)
    expect(refresh).toHaveBeenCalledTimes(2)
    expect(refresh).toHaveBeenLastCalledWith('refresh-2')
    await expect(Promise.all([second, third])).resolves.toEqual([true, true])
    expect(getSession()?.accessToken).toBe('access-3')
  })

  it.each([400, 401])('a %i on refresh logs out at once', async (status) => {
    setSession(testSession())
    refresh.mockRejectedValueOnce(rejection(status))

    await expect(expiry.onUnauthorized()).resolves.toBe(false)
    expect(getSession()).toBeNull()
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    expect(onLoggedOut).toHaveBeenCalledOnce()
  })

  it.each([
    ['a server error', rejection(500)],
    ['a network failure', new HttpError('network', MESSAGES.serverDown)],
    [
      'an answer without a session (e.g. 204)',
      new HttpError('invalid-response', MESSAGES.somethingWentWrong, { status: 204 }),
    ],
  ])('%s on refresh keeps the session for the next try', async (_, error) => {
    setSession(testSession())
    refresh.mockRejectedValueOnce(error)

    await expect(expiry.onUnauthorized()).resolves.toBe(false)
    expect(getSession()).toMatchObject({ accessToken: null, refreshToken: 'refresh-1' })
    await vi.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS * 2)
    expect(onLoggedOut).not.toHaveBeenCalled()
  })

  it('uses the tokens another tab refreshed instead of sending a spent refresh token', async () => {
    let releaseLock = () => {}
    const lockHeld = new Promise<void>((resolve) => {
      releaseLock = resolve
    })
    expiry = createSessionExpiry({
      refresh,
      onLoggedOut,
      withLock: async (run) => {
        await lockHeld
        return run()
      },
    })
    setSession(testSession())
    const retry = expiry.onUnauthorized()
    // The other tab, holding the lock, rotates the tokens; then this tab gets the lock.
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify(testSession({ accessToken: 'access-9', refreshToken: 'refresh-9' })),
    )
    releaseLock()

    await expect(retry).resolves.toBe(true)
    expect(refresh).not.toHaveBeenCalled()
    expect(getSession()?.accessToken).toBe('access-9')
  })
})

describe('a 401 without a refresh token', () => {
  it('logs out once, 500 ms after the last of a burst', async () => {
    const results = [expiry.onUnauthorized(), expiry.onUnauthorized()]
    await vi.advanceTimersByTimeAsync(300)
    results.push(expiry.onUnauthorized())
    await expect(Promise.all(results)).resolves.toEqual([false, false, false])

    await vi.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS - 1)
    expect(onLoggedOut).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onLoggedOut).toHaveBeenCalledOnce()
    expect(refresh).not.toHaveBeenCalled()
  })
})
