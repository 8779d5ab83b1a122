import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ZHealth } from '../../contract/common.ts'
import { HEADERS, PLATFORM_WEB } from '../../contract/http.ts'
import { forgetClientId } from './client-id.ts'
import { clearFreshness, oldestCachedAt } from './freshness.ts'
import {
  DEFAULT_TIMEOUT_MS,
  fileNameOf,
  HttpError,
  http,
  setAuthProvider,
  setErrorReporter,
  setReachabilityObserver,
  toWirePage,
  userMessage,
  type Reachability,
} from './http.ts'

const fetchMock = vi.fn<typeof fetch>()
const reporter = vi.fn<(error: HttpError) => void>()

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

function lastCall(): { url: URL; init: RequestInit; headers: Headers } {
  const [input, init = {}] = fetchMock.mock.lastCall ?? []
  return { url: new URL(String(input)), init, headers: new Headers(init.headers) }
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`)
  return error
}

/** A fetch that hangs until its signal aborts, like a server that never answers. */
function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'))
    if (init?.signal?.aborted) abort()
    init?.signal?.addEventListener('abort', abort)
  })
}

beforeEach(() => {
  fetchMock.mockReset()
  reporter.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  setErrorReporter(reporter)
  forgetClientId()
})

afterEach(() => {
  setAuthProvider(undefined)
  setErrorReporter(undefined)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('headers and URL', () => {
  it('sends the client id, platform and bearer token', async () => {
    setAuthProvider({ getAccessToken: () => 'token-1', onUnauthorized: vi.fn() })
    fetchMock.mockImplementation(async () => json({ ok: true }))

    await http.get('/ilead-service/v1/leads')
    const first = lastCall()
    await http.get('/ilead-service/v1/leads')
    const second = lastCall()

    expect(first.headers.get('Authorization')).toBe('Bearer token-1')
    expect(first.headers.get(HEADERS.platform)).toBe(PLATFORM_WEB)
    const clientId = first.headers.get(HEADERS.clientId)
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.headers.get(HEADERS.clientId)).toBe(clientId)
    expect(localStorage.getItem('siteoffice.client-id')).toBe(clientId)
  })

  it('keeps the client id stored on this device across page loads', async () => {
    localStorage.setItem('siteoffice.client-id', 'device-7')
    fetchMock.mockImplementation(async () => json({}))
    await http.get('/health')
    expect(lastCall().headers.get(HEADERS.clientId)).toBe('device-7')
  })

  it("an explicit Authorization header wins over the session's token", async () => {
    setAuthProvider({ getAccessToken: () => 'stored', onUnauthorized: vi.fn() })
    fetchMock.mockImplementation(async () => json({ ok: true }))

    await http.get('/x-service/v1/a', { headers: { Authorization: 'Bearer new-org' } })
    expect(lastCall().headers.get('Authorization')).toBe('Bearer new-org')
  })

  it('sends no Authorization header without a token', async () => {
    setAuthProvider({ getAccessToken: async () => null, onUnauthorized: vi.fn() })
    fetchMock.mockImplementation(async () => json({}))
    await http.get('/health')
    expect(lastCall().headers.has('Authorization')).toBe(false)
  })

  it('calls the same origin by default and the configured base URL otherwise', async () => {
    fetchMock.mockImplementation(async () => json({}))
    await http.get('/health')
    expect(lastCall().url.origin).toBe(window.location.origin)

    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.test/')
    await http.get('/health')
    expect(lastCall().url.href).toBe('https://api.example.test/health')
  })

  it('sends a JSON body and the idempotency key of a mutation', async () => {
    fetchMock.mockImplementation(async () => json({ id: 'l1' }, 201))
    const result = await http.post(
      '/ilead-service/v1/leads',
      { name: 'Asha' },
      { idempotencyKey: 'mutation-0001' },
    )

    const { init, headers } = lastCall()
    expect(result).toEqual({ id: 'l1' })
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"name":"Asha"}')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get(HEADERS.idempotencyKey)).toBe('mutation-0001')
  })

  it('sends no idempotency key unless asked', async () => {
    fetchMock.mockImplementation(async () => json({}))
    await http.post('/ilead-service/v1/leads', {})
    expect(lastCall().headers.has(HEADERS.idempotencyKey)).toBe(false)
  })
})

describe('paging', () => {
  it('turns the UI page index into the 1-based wire page', async () => {
    expect(toWirePage(0)).toBe(1)
    expect(toWirePage(4)).toBe(5)

    fetchMock.mockImplementation(async () => json([]))
    await http.get('/ilead-service/v1/leads', {
      pageIndex: 0,
      query: { limit: 10, status: ['new', 'open'], q: undefined },
    })
    const { searchParams } = lastCall().url
    expect(searchParams.get('page')).toBe('1')
    expect(searchParams.get('limit')).toBe('10')
    expect(searchParams.getAll('status')).toEqual(['new', 'open'])
    expect(searchParams.has('q')).toBe(false)
  })
})

describe('errors', () => {
  it('offline: the connection error, reported', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))

    const error = await failure(http.get('/health'))
    expect(error.kind).toBe('offline')
    expect(userMessage(error)).toBe('Internet Connection error')
    expect(reporter).toHaveBeenCalledWith(error)
  })

  it('network failure while online: the server is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const error = await failure(http.get('/health'))
    expect(error.kind).toBe('network')
    expect(userMessage(error)).toBe('Server Down, please try again.')
  })

  it('a gateway error without an API body also means the server is down', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 502 }))
    const error = await failure(http.get('/health'))
    expect(error.kind).toBe('network')
    expect(error.status).toBe(502)
    expect(userMessage(error)).toBe('Server Down, please try again.')
  })

  it('timeout after 15 s by default', async () => {
    vi.useFakeTimers()
    fetchMock.mockImplementation(hangingFetch)

    const pending = failure(http.get('/health'))
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1)
    expect(fetchMock.mock.lastCall?.[1]?.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)

    const error = await pending
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000)
    expect(error.kind).toBe('timeout')
    expect(userMessage(error)).toBe('Internet Connection error')
    expect(reporter).toHaveBeenCalledOnce()
  })

  it('a per-call timeout', async () => {
    fetchMock.mockImplementation(hangingFetch)
    const error = await failure(http.get('/health', { timeoutMs: 10 }))
    expect(error.kind).toBe('timeout')
  })

  it("the caller's own cancellation is passed through, not reported", async () => {
    fetchMock.mockImplementation(hangingFetch)
    const controller = new AbortController()
    const pending = http.get('/health', { signal: controller.signal })
    controller.abort()

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(reporter).not.toHaveBeenCalled()
  })

  it('401: the session is told, nothing is toasted', async () => {
    const onUnauthorized = vi.fn()
    setAuthProvider({ getAccessToken: () => 'expired', onUnauthorized })
    fetchMock.mockImplementation(async () =>
      json({ message: 'Token expired', code: 'SSO_1016' }, 401),
    )

    const error = await failure(http.get('/ilead-service/v1/leads'))
    expect(error.kind).toBe('unauthorized')
    expect(error.status).toBe(401)
    expect(error.code).toBe('SSO_1016')
    expect(userMessage(error)).toBe('You need to log in again.')
    expect(onUnauthorized).toHaveBeenCalledWith(error, 'expired')
    expect(reporter).not.toHaveBeenCalled()
    expect(fetchMock).toHaveBeenCalledOnce()
  })

  it('401 after which the session refreshes: retried once with the new token', async () => {
    let token = 'expired'
    setAuthProvider({
      getAccessToken: () => token,
      onUnauthorized: () => {
        token = 'fresh'
        return true
      },
    })
    fetchMock
      .mockResolvedValueOnce(json({ message: 'expired' }, 401))
      .mockResolvedValueOnce(json({ ok: 1 }))

    await expect(
      http.post('/x-service/v1/a', {}, { idempotencyKey: 'key-00001' }),
    ).resolves.toEqual({
      ok: 1,
    })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(lastCall().headers.get('Authorization')).toBe('Bearer fresh')
    expect(lastCall().headers.get(HEADERS.idempotencyKey)).toBe('key-00001')
  })

  it("the session's own token calls get their 401 back without asking the session", async () => {
    const onUnauthorized = vi.fn(() => true)
    setAuthProvider({ getAccessToken: () => null, onUnauthorized })
    fetchMock.mockImplementation(async () => json({ code: 'REFRESH_INVALID' }, 401))

    const error = await failure(
      http.post('/x-service/v1/refresh', {}, { skipSessionRefresh: true }),
    )
    expect(error.kind).toBe('unauthorized')
    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(reporter).not.toHaveBeenCalled()
  })

  it('a server message is shown as it is, with status, code and fields', async () => {
    const fields = [{ field: 'phone', message: 'Please enter a valid number.' }]
    fetchMock.mockImplementation(async () =>
      json({ message: 'Invalid lead', code: 'LEAD_400', fields }, 400),
    )

    const error = await failure(http.post('/ilead-service/v1/leads', {}))
    expect(error.kind).toBe('server')
    expect(error.status).toBe(400)
    expect(error.code).toBe('LEAD_400')
    expect(error.fields).toEqual(fields)
    expect(userMessage(error)).toBe('Invalid lead')
    expect(reporter).toHaveBeenCalledWith(error)
  })

  it('a capitalised Message counts too', async () => {
    fetchMock.mockImplementation(async () => json({ Message: 'Project not found' }, 404))
    const error = await failure(http.get('/ilead-service/v1/projects/p1'))
    expect(error.kind).toBe('server')
    expect(userMessage(error)).toBe('Project not found')
  })

  it('a failure without a message: the generic one', async () => {
    fetchMock.mockImplementation(async () => new Response('<html>oops</html>', { status: 500 }))
    const error = await failure(http.get('/health'))
    expect(error.kind).toBe('server')
    expect(error.status).toBe(500)
    expect(userMessage(error)).toBe('Oops, something went wrong.')
  })

  it('silent calls are not reported', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await failure(http.get('/health', { silent: true }))
    expect(reporter).not.toHaveBeenCalled()
  })
})

describe('response schema', () => {
  const health = { status: 'ok', database: 'pglite', version: '0.1.0', uptimeSeconds: 3 }

  it('returns the parsed data', async () => {
    fetchMock.mockImplementation(async () => json({ ...health, extra: true }))
    await expect(http.get('/health', { schema: ZHealth })).resolves.toEqual(health)
  })

  it('rejects a response that does not match', async () => {
    fetchMock.mockImplementation(async () => json({ ...health, status: 'degraded' }))
    const error = await failure(http.get('/health', { schema: ZHealth }))
    expect(error.kind).toBe('invalid-response')
    expect(error.status).toBe(200)
    expect(userMessage(error)).toBe('Oops, something went wrong.')
    expect(reporter).toHaveBeenCalledWith(error)
  })
})

describe('answers of the service worker', () => {
  const observer = vi.fn<(reachability: Reachability) => void>()
  const STORED_AT = '2024-03-05T08:07:00.000Z'

  function fromStore(body: unknown): Response {
    return new Response(JSON.stringify(body), {
      headers: {
        'Content-Type': 'application/json',
        'x-siteoffice-source': 'cache',
        'x-siteoffice-cached-at': STORED_AT,
      },
    })
  }

  function noCopy(): Response {
    return new Response(
      JSON.stringify({ message: 'No Internet connection.', code: 'OFFLINE_NO_CACHE' }),
      { status: 503, headers: { 'x-siteoffice-source': 'service-worker' } },
    )
  }

  beforeEach(() => {
    observer.mockReset()
    setReachabilityObserver(observer)
    clearFreshness()
  })
  afterEach(() => setReachabilityObserver(undefined))

  it('a stored answer is data, noted with its time, and means the server was not reached', async () => {
    fetchMock.mockImplementation(async () => fromStore({ items: [] }))
    await expect(http.get('/ilead-service/v1/x')).resolves.toEqual({ items: [] })
    expect(oldestCachedAt()).toBe(Date.parse(STORED_AT))
    expect(observer).toHaveBeenCalledWith('unreachable')
  })

  it('a network answer for the same URL clears the note', async () => {
    fetchMock.mockImplementationOnce(async () => fromStore({ items: [] }))
    await http.get('/ilead-service/v1/x')
    fetchMock.mockImplementationOnce(async () => json({ items: [1] }))
    await http.get('/ilead-service/v1/x')
    expect(oldestCachedAt()).toBeNull()
    expect(observer).toHaveBeenLastCalledWith('reached')
  })

  it('"nothing stored" offline is the offline error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    fetchMock.mockImplementation(async () => noCopy())
    const error = await failure(http.get('/ilead-service/v1/x'))
    expect(error.kind).toBe('offline')
    expect(userMessage(error)).toBe('Internet Connection error')
    expect(observer).toHaveBeenCalledWith('unreachable')
  })

  it('"nothing stored" while the browser is online is the server down, as a failed fetch is', async () => {
    fetchMock.mockImplementation(async () => noCopy())
    const error = await failure(http.get('/ilead-service/v1/x'))
    expect(error.kind).toBe('network')
  })

  it("the server's own 503 with a message is the server's error, and it was reached", async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Down for upkeep', code: 'X' }, 503))
    const error = await failure(http.get('/ilead-service/v1/x'))
    expect(error.kind).toBe('server')
    expect(observer).toHaveBeenCalledWith('reached')
  })

  it('a POST that reads is noted like a GET, per body; other POSTs are not', async () => {
    fetchMock.mockImplementation(async () => fromStore({ rows: [] }))
    await http.post('/ilead-service/v1/x', { b: 1 })
    expect(oldestCachedAt()).toBeNull()
    const onStoredAt = vi.fn()
    await http.post('/ilead-service/v1/x', { b: 1, a: 2 }, { read: true, onStoredAt })
    expect(oldestCachedAt()).toBe(Date.parse(STORED_AT))
    expect(onStoredAt).toHaveBeenCalledWith(Date.parse(STORED_AT))
    // Another body is another answer; the same body in another order is the same one.
    fetchMock.mockImplementationOnce(async () => json({ rows: [] }))
    await http.post('/ilead-service/v1/x', { b: 2 }, { read: true })
    expect(oldestCachedAt()).toBe(Date.parse(STORED_AT))
    fetchMock.mockImplementationOnce(async () => json({ rows: [] }))
    await http.post('/ilead-service/v1/x', { a: 2, b: 1 }, { read: true })
    expect(oldestCachedAt()).toBeNull()
  })

  it('failed fetches and timeouts are unreachable; a caller cancelling is nothing', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await failure(http.get('/health'))
    fetchMock.mockImplementation(hangingFetch)
    await failure(http.get('/health', { timeoutMs: 10 }))
    expect(observer.mock.calls).toEqual([['unreachable'], ['unreachable']])
    const controller = new AbortController()
    const pending = http.get('/health', { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(observer).toHaveBeenCalledTimes(2)
  })
})

describe('downloads', () => {
  it('POSTs the body and answers the bytes with the name the server gave them', async () => {
    setAuthProvider({ getAccessToken: () => 'token-1', onUnauthorized: vi.fn() })
    fetchMock.mockImplementation(
      async () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="report.xlsx"',
          },
        }),
    )
    const file = await http.download(
      '/ilead-service/v1/x/report',
      { a: 1 },
      {
        headers: { Accept: 'application/octet-stream' },
      },
    )
    expect(file.fileName).toBe('report.xlsx')
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]))
    const { init, headers } = lastCall()
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"a":1}')
    expect(headers.get('Authorization')).toBe('Bearer token-1')
    expect(headers.get('Accept')).toBe('application/octet-stream')
  })

  it("a refused download is the server's message and code, whatever type it claims", async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ message: 'Report too large', code: 'REPORT_TOO_LARGE' }), {
          status: 422,
          headers: { 'Content-Type': 'application/octet-stream' },
        }),
    )
    const error = await failure(http.download('/ilead-service/v1/x/report', {}, { silent: true }))
    expect(error.serverMessage).toBe('Report too large')
    expect(error.code).toBe('REPORT_TOO_LARGE')
    expect(reporter).not.toHaveBeenCalled()
  })

  it('reads both forms of a Content-Disposition file name', () => {
    expect(fileNameOf(`attachment; filename="a b.xlsx"; filename*=UTF-8''%E0%A4%95.xlsx`)).toBe(
      '\u0915.xlsx',
    )
    expect(fileNameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx')
    expect(fileNameOf(null)).toBeNull()
    expect(fileNameOf('inline')).toBeNull()
  })
})
