import { afterEach, beforeEach, vi } from 'vitest'

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/**
 * Stands `respond` in for fetch in each test of the file (registers the hooks, so call it at the
 * top level); `requestsTo(path)` lists the URLs asked of one path, oldest first.
 */
export function stubFetch(respond: (url: URL) => Response) {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockImplementation(async (input) => respond(new URL(String(input))))
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })
  const requestsTo = (path: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname === path)
  return { fetchMock, requestsTo }
}
