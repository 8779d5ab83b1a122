import { ChakraProvider } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TProjectList, TProjectSummary } from '../../../../contract/projects.ts'
import { system } from '../../../components/ui/system.ts'
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

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function renderLanding() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ChakraProvider value={system}>
          <ProjectLanding slug={SLUG} orgId="org-1" />
        </ChakraProvider>
      </QueryClientProvider>
    </I18nProvider>,
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

  it('marks a project as read before the server answers, with an idempotency key', async () => {
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockImplementation((_input, init) =>
      init?.method === 'PATCH'
        ? new Promise((resolve) => (answer = resolve))
        : Promise.resolve(json(list([project('1', 'Green Meadows', 4)]))),
    )
    renderLanding()
    await screen.findByRole('article', { name: 'Green Meadows' })
    fireEvent.click(within(card('Green Meadows')).getByRole('button', { name: /Mark as read/ }))
    expect(await within(card('Green Meadows')).findByText('No unread')).toBeTruthy()
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(new URL(String(patch?.[0])).pathname).toBe(
      `/ilead-service/v1/${SLUG}/projects/1/notifications/reset`,
    )
    expect(new Headers(patch?.[1]?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)
    answer(json({ projectId: '1', notificationCount: 0 }))
  })

  it('puts the count back when the server refuses', async () => {
    let listed = 0
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'PATCH') return json({ message: 'Nope', code: 'X' }, 403)
      listed += 1
      return json(list([project('1', 'Green Meadows', 4)]))
    })
    renderLanding()
    await screen.findByRole('article', { name: 'Green Meadows' })
    fireEvent.click(within(card('Green Meadows')).getByRole('button', { name: /Mark as read/ }))
    await waitFor(() => expect(within(card('Green Meadows')).getByText('4 unread')).toBeTruthy())
    await waitFor(() => expect(listed).toBe(2)) // and asks the server for the truth again
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
})
