import { onlineManager } from '@tanstack/react-query'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../test-utils/render-with-app.tsx'
import type { TProjectList, TProjectSummary } from '../../../../contract/projects.ts'
import { getDb } from '../../../lib/db.ts'
import { setOutboxPrincipal } from '../../../offline/outbox/principal.ts'
import { startOutboxReplayer, type OutboxReplayer } from '../../../offline/outbox/replayer.ts'
import { readChosenProject } from '../model/chosen-project.ts'
import { ProjectLanding } from './project-landing.tsx'

const SLUG = 'in/siteoffice/org-1'

function project(id: string, name: string, count: number): TProjectSummary {
  return {
    _id: id,
    projectName: name,
    logo: null,
    city: 'Pune',
    state: 'Maharashtra',
    projectStatus: 'Under Construction',
    reraNo: `P5210000${id}`,
    projectPublishStatus: 'published',
    projectFormStage: 'publish',
    notificationCount: count,
  }
}

const list = (items: TProjectSummary[]): TProjectList => ({
  items,
  pageInfo: { pageNumber: 1, pageSize: 100, totalNumItems: items.length },
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const fetchMock = vi.fn<typeof fetch>()

let replayer: OutboxReplayer | undefined

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  setOutboxPrincipal({ userId: 'user-1', orgId: 'org-1' })
})
afterEach(async () => {
  replayer?.stop()
  replayer = undefined
  setOutboxPrincipal(null)
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  await Promise.all([getDb().outbox.clear(), getDb().syncLog.clear()])
})

function renderLanding() {
  // The card links to the sync center: a router around it, at /developer.
  return renderWithApp(
    { '/developer': () => <ProjectLanding slug={SLUG} orgId="org-1" /> },
    '/developer',
  )
}

function card(name: string) {
  return screen.getByRole('article', { name })
}

describe('ProjectLanding', () => {
  it('lists projects with initials, RERA number and unread count', async () => {
    fetchMock.mockImplementation(async () => json(list([project('1', 'Green Meadows', 4)])))
    renderLanding()
    const meadows = await screen.findByRole('article', { name: 'Green Meadows' })
    expect(within(meadows).getByText('GM')).toBeTruthy()
    expect(within(meadows).getByText('P52100001')).toBeTruthy()
    expect(within(meadows).getByText('4 unread')).toBeTruthy()
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]))
    expect(url.pathname).toBe(`/admin-setup-service/v1/${SLUG}/projects`)
    expect(url.searchParams.get('page')).toBe('1')
    expect(url.searchParams.get('limit')).toBe('100')
  })

  it('marks a project as read at once, saved in the outbox before anything is sent', async () => {
    fetchMock.mockImplementation(async () => json(list([project('1', 'Green Meadows', 4)])))
    renderLanding()
    await screen.findByRole('article', { name: 'Green Meadows' })
    fireEvent.click(within(card('Green Meadows')).getByRole('button', { name: /Mark as read/ }))

    expect(await within(card('Green Meadows')).findByText('No unread')).toBeTruthy()
    expect(within(card('Green Meadows')).getByText('Waiting to sync')).toBeTruthy()
    const [row] = await getDb().outbox.toArray()
    expect(row).toMatchObject({
      entity: 'notifications:1',
      method: 'PATCH',
      path: `/ilead-service/v1/${SLUG}/projects/1/notifications/reset`,
      userId: 'user-1',
      orgId: 'org-1',
      state: 'pending',
    })
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false)
  })

  it("sends it with the row's idempotency key, then fetches the list again", async () => {
    let listed = 0
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'PATCH') return json({ projectId: '1', notificationCount: 0 })
      listed += 1
      return json(list([project('1', 'Green Meadows', listed === 1 ? 4 : 0)]))
    })
    renderLanding()
    await screen.findByRole('article', { name: 'Green Meadows' })
    fireEvent.click(within(card('Green Meadows')).getByRole('button', { name: /Mark as read/ }))
    await within(card('Green Meadows')).findByText('Waiting to sync')
    const [row] = await getDb().outbox.toArray()

    replayer = startOutboxReplayer({ locks: null })

    await waitFor(() => expect(listed).toBe(2))
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')
    expect(patches).toHaveLength(1)
    expect(new Headers(patches[0]?.[1]?.headers).get('idempotency-key')).toBe(row?.id)
    await waitFor(() =>
      expect(within(card('Green Meadows')).queryByText('Waiting to sync')).toBeNull(),
    )
    expect(within(card('Green Meadows')).getByText('No unread')).toBeTruthy()
    expect(await getDb().outbox.count()).toBe(0)
  })

  it('shows the count again and points to the sync center when the server refuses', async () => {
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'PATCH') return json({ message: 'Nope', code: 'X' }, 403)
      return json(list([project('1', 'Green Meadows', 4)]))
    })
    renderLanding()
    await screen.findByRole('article', { name: 'Green Meadows' })
    fireEvent.click(within(card('Green Meadows')).getByRole('button', { name: /Mark as read/ }))
    replayer = startOutboxReplayer({ locks: null })

    const link = await within(card('Green Meadows')).findByRole('link', { name: 'sync center' })
    expect(link.getAttribute('href')).toBe('/developer/sync')
    expect(within(card('Green Meadows')).getByText('4 unread')).toBeTruthy()
    const [row] = await getDb().outbox.toArray()
    expect(row).toMatchObject({ state: 'needs-attention', lastError: { status: 403 } })
  })

  it('chooses a project, and all projects', async () => {
    fetchMock.mockImplementation(async () =>
      json(list([project('1', 'Green Meadows', 0), project('2', 'Palm Grove', 0)])),
    )
    renderLanding()
    await screen.findByRole('article', { name: 'Palm Grove' })
    const all = within(card('All projects')).getByRole('button', { name: 'Work on all projects' })
    expect(all.getAttribute('aria-pressed')).toBe('true')

    fireEvent.click(
      within(card('Palm Grove')).getByRole('button', { name: /Work on this project/ }),
    )
    expect(readChosenProject('org-1')).toBe('2')
    expect(all.getAttribute('aria-pressed')).toBe('false')

    fireEvent.click(all)
    expect(readChosenProject('org-1')).toBeNull()
  })

  it('says so when there are no projects', async () => {
    fetchMock.mockImplementation(async () => json(list([])))
    renderLanding()
    expect(await screen.findByText('No projects yet')).toBeTruthy()
  })

  it('shows the failure with a retry that loads again', async () => {
    fetchMock.mockImplementationOnce(async () => new Response('', { status: 502 }))
    fetchMock.mockImplementation(async () => json(list([project('1', 'Green Meadows', 0)])))
    renderLanding()
    expect(await screen.findByText('Server Down, please try again.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: 'Green Meadows' })).toBeTruthy()
  })
  it('offline with nothing stored, says so with a retry instead of loading for ever', async () => {
    fetchMock.mockImplementation(async () => json(list([project('1', 'Green Meadows', 0)])))
    onlineManager.setOnline(false)
    try {
      renderLanding()
      expect(await screen.findByText('Internet Connection error')).toBeTruthy()
      expect(screen.queryByLabelText('Loading projects')).toBeNull()
      onlineManager.setOnline(true)
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByRole('article', { name: 'Green Meadows' })).toBeTruthy()
    } finally {
      onlineManager.setOnline(true)
    }
  })
})
