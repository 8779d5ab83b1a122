import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TLeadList } from '../../contract/leads.ts'
import { leadListFirstPage, preloadModule } from '../../scripts/route-preload.ts'
import { ALL_PROJECTS } from '../features/leads/api/lead-keys.ts'
import { listLeads } from '../features/leads/api/list-leads.ts'
import { parseLeadSearch, toWireQuery } from '../features/leads/model/lead-filters.ts'
import { writeChosenProject } from '../features/projects/model/chosen-project.ts'
import { setSession, type TStoredSession } from '../features/auth/model/session-store.ts'
import { testLead } from '../test-utils/lead-test-kit.ts'
import { jsonResponse } from '../test-utils/stub-fetch.ts'
import { forgetClientId, getClientId } from '../lib/client-id.ts'
import { EARLY_REQUEST_GLOBAL } from '../lib/early-request.ts'
import { setAuthProvider } from '../lib/http.ts'

const TOKEN = 'access-token-1'
const session = {
  accessToken: TOKEN,
  refreshToken: 'refresh-1',
  userId: 'user-1',
  orgId: 'org-1',
  slug: 'in/dxp/org-1',
  includedModules: [],
} as unknown as TStoredSession

const PAGE: TLeadList = {
  items: [testLead({ _id: 'lead-1' })],
  pageInfo: { pageNumber: 1, pageSize: 50, totalNumItems: 1 },
} as TLeadList

interface Sent {
  url: string
  headers: Headers
}

const fetchMock = vi.fn<typeof fetch>()
const sent = (): Sent[] =>
  fetchMock.mock.calls.map(([input, init]) => ({
    url: String(input),
    headers: new Headers(init?.headers),
  }))

/** The page's first script, as the build writes it, run at `path`. */
function runFirstScript(path: string) {
  window.history.replaceState({}, '', path)
  new Function(preloadModule({ files: [], routes: [], locales: {} }, '/', leadListFirstPage()))()
}

/** The list's default view, asked for as the screen asks for it. */
const firstPage = (projectId = ALL_PROJECTS) =>
  listLeads(session.slug, projectId, toWireQuery(parseLeadSearch({})), 0)

beforeEach(() => {
  localStorage.clear()
  forgetClientId()
  getClientId()
  setSession(session)
  setAuthProvider({ getAccessToken: () => TOKEN, onUnauthorized: () => false })
  fetchMock.mockReset()
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(PAGE)))
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUEST_GLOBAL]
  setAuthProvider(undefined)
  setSession(null)
  vi.unstubAllGlobals()
  window.history.replaceState({}, '', '/')
})

describe("the lead list's early request", () => {
  it('is the very request the list makes, by URL and headers, across projects and in one', async () => {
    for (const projectId of [ALL_PROJECTS, 'project-7']) {
      writeChosenProject(session.orgId, projectId === ALL_PROJECTS ? null : projectId)
      fetchMock.mockClear()
      await firstPage(projectId)
      const [app] = sent()
      fetchMock.mockClear()
      runFirstScript('/developer/manage-leads')
      const [early] = sent()
      expect(early!.url).toBe(app!.url)
      for (const name of ['authorization', 'x-client-id', 'x-platform', 'accept'])
        expect([name, early!.headers.get(name)]).toEqual([name, app!.headers.get(name)])
      delete (window as unknown as Record<string, unknown>)[EARLY_REQUEST_GLOBAL]
    }
  })

  it('is taken by the list once, which then asks for nothing itself', async () => {
    runFirstScript('/developer/manage-leads/')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect((await firstPage()).items.map((lead) => lead._id)).toEqual(['lead-1'])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await firstPage()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('is not made on another screen, on a filtered view, or signed out', () => {
    runFirstScript('/developer/manage-leads/lead-1')
    runFirstScript('/developer/manage-leads?status=new')
    runFirstScript('/developer/home')
    setSession(null)
    runFirstScript('/developer/manage-leads')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('leaves a refused or failed answer to the list, which asks again itself', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'expired' }, 401))
    runFirstScript('/developer/manage-leads')
    expect((await firstPage()).items).toHaveLength(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)

    fetchMock.mockClear()
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    runFirstScript('/developer/manage-leads')
    expect((await firstPage()).items).toHaveLength(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('is not taken with another token: the list asks itself', async () => {
    runFirstScript('/developer/manage-leads')
    setAuthProvider({ getAccessToken: () => 'access-token-2', onUnauthorized: () => false })
    await firstPage()
    expect(sent().map((s) => s.headers.get('authorization'))).toEqual([
      `Bearer ${TOKEN}`,
      'Bearer access-token-2',
    ])
  })

  it('gives up with the list when the list is cancelled while it is under way', async () => {
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => undefined))
    runFirstScript('/developer/manage-leads')
    const controller = new AbortController()
    const page = listLeads(
      session.slug,
      ALL_PROJECTS,
      toWireQuery(parseLeadSearch({})),
      0,
      controller.signal,
    )
    controller.abort()
    await expect(page).rejects.toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
