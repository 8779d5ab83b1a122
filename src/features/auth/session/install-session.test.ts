import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_PATHS } from '../../../../contract/auth.ts'
import { HEADERS } from '../../../../contract/http.ts'
import { http, HttpError, setAuthProvider } from '../../../lib/http.ts'
import {
  getSession,
  resetSessionCache,
  SESSION_STORAGE_KEY,
  setSession,
} from '../model/session-store.ts'
import { testSession, testTokens } from '../model/test-session.ts'
import { installSession } from './install-session.ts'

const fetchMock = vi.fn<typeof fetch>()
const onLoggedOut = vi.fn()
const DATA_PATH = '/ilead-service/v1/in/dxp/org-1/leads'

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

function requestOf(call: Parameters<typeof fetch>) {
  const [input, init = {}] = call
  return { path: new URL(String(input)).pathname, headers: new Headers(init.headers) }
}

function callsTo(path: string) {
  return fetchMock.mock.calls.map(requestOf).filter((r) => r.path === path)
}

/** A server whose access token "access-2" is the only valid one. */
function server(
  refreshStatus: number,
  refreshBody: unknown = testTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' }),
) {
  fetchMock.mockImplementation(async (...call) => {
    const { path, headers } = requestOf(call)
    if (path === AUTH_PATHS.refreshToken) return json(refreshBody, refreshStatus)
    if (headers.get('Authorization') === 'Bearer access-2') return json({ leads: [] })
    return json({ message: 'Token expired', code: 'UNAUTHORIZED' }, 401)
  })
}

beforeEach(() => {
  fetchMock.mockReset()
  onLoggedOut.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  resetSessionCache()
  installSession({ onLoggedOut })
})

afterEach(() => {
  setAuthProvider(undefined)
  vi.unstubAllGlobals()
})

describe('the http client with the session installed', () => {
  it.each([200, 201, 203])(
    'an expired token: refresh (%i), then the call is retried with the new token',
    async (status) => {
      setSession(testSession())
      server(status)

      await expect(http.get(DATA_PATH)).resolves.toEqual({ leads: [] })

      const [refresh] = callsTo(AUTH_PATHS.refreshToken)
      expect(refresh?.headers.get(HEADERS.refreshToken)).toBe('refresh-1')
      // The 401 removed the stored token, so the refresh carries none.
      expect(refresh?.headers.get('Authorization')).toBeNull()
      expect(callsTo(DATA_PATH).at(-1)?.headers.get('Authorization')).toBe('Bearer access-2')
      expect(getSession()?.refreshToken).toBe('refresh-2')
    },
  )

  it('many calls failing at once share one refresh', async () => {
    setSession(testSession())
    server(200)

    await Promise.all([http.get(DATA_PATH), http.get(DATA_PATH), http.get(DATA_PATH)])
    expect(callsTo(AUTH_PATHS.refreshToken)).toHaveLength(1)
    expect(callsTo(DATA_PATH)).toHaveLength(6)
  })

  it("the refresh call's own 401 logs out instead of refreshing again", async () => {
    setSession(testSession())
    server(401, { message: 'Refresh token is not valid', code: 'REFRESH_INVALID' })

    const error = await http.get(DATA_PATH).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).kind).toBe('unauthorized')
    expect(callsTo(AUTH_PATHS.refreshToken)).toHaveLength(1)
    expect(callsTo(DATA_PATH)).toHaveLength(1)
    expect(getSession()).toBeNull()
    expect(onLoggedOut).toHaveBeenCalledOnce()
  })

  it('a sign-out in another tab signs this tab out too', () => {
    setSession(testSession())
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(getSession()).toBeNull()
    expect(onLoggedOut).toHaveBeenCalledOnce()
  })

  it("another tab's sign-in reaches this tab", () => {
    expect(getSession()).toBeNull()
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(testSession()))
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }))
    expect(getSession()?.accessToken).toBe('access-1')
    expect(onLoggedOut).not.toHaveBeenCalled()
  })

  it("another tab's refresh reaches this tab's next call", async () => {
    setSession(testSession())
    server(200)
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify(testSession({ accessToken: 'access-2' })),
    )
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }))

    await expect(http.get(DATA_PATH)).resolves.toEqual({ leads: [] })
    expect(callsTo(AUTH_PATHS.refreshToken)).toHaveLength(0)
  })
})
