import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_ERROR_CODES,
  ANALYTICS_MESSAGES,
  DASHBOARD_PATHS,
  type TAnalyticsDashboard,
} from '../../../../contract/dashboards.ts'
import { renderWithApp } from '../../../test-utils/render-with-app.tsx'
import { jsonResponse as json, stubFetch } from '../../../test-utils/stub-fetch.ts'
import { AnalyticsDashboards } from './analytics-dashboards.tsx'

const SLUG = 'in/dxp/org-1'
const LIST = DASHBOARD_PATHS.analyticsDashboards(SLUG)
const SAVED: TAnalyticsDashboard = {
  _id: '5b0f3f0e-5f5a-4c59-9d59-1a3f5d7f2b11',
  name: 'Weekly review',
  reports: [
    {
      type: 'source-wise-lead-stage',
      dateField: 'createdAt',
      period: { preset: 'last7Days' },
      projectId: null,
    },
  ],
  createdAt: '2026-03-01T05:00:00.000Z',
  updatedAt: '2026-03-02T05:00:00.000Z',
}

const { fetchMock } = stubFetch(() => json({ items: [SAVED] }))

function renderAll() {
  renderWithApp(
    {
      '/': () => <AnalyticsDashboards slug={SLUG} projects={[{ value: 'p1', label: 'Skyline' }]} />,
      '/developer/analytics-dashboard/$id': () => <p>Dashboard page</p>,
    },
    '/',
  )
}

describe('AnalyticsDashboards', () => {
  it('lists the dashboards with their number of reports, each a link', async () => {
    renderAll()
    const link = await screen.findByRole('link', { name: 'Weekly review' })
    expect(link.getAttribute('href')).toBe(`/developer/analytics-dashboard/${SAVED._id}`)
    const row = link.closest('tr')!
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('1')
  })

  it('puts a taken name on the name field and keeps what was typed', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST')
        return json(
          { message: ANALYTICS_MESSAGES.duplicateName, code: ANALYTICS_ERROR_CODES.duplicateName },
          409,
        )
      return json({ items: [SAVED] })
    })
    renderAll()
    fireEvent.click(await screen.findByRole('button', { name: 'New dashboard' }))
    const dialog = await screen.findByRole('dialog')
    const name = within(dialog).getByRole('textbox', { name: /^Name/ })
    fireEvent.change(name, { target: { value: 'Weekly review' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save dashboard' }))
    expect(await within(dialog).findByText(ANALYTICS_MESSAGES.duplicateName)).toBeDefined()
    expect((name as HTMLInputElement).value).toBe('Weekly review')
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    const body = JSON.parse(String(post[1]?.body)) as { _id: string; reports: unknown[] }
    expect(new URL(String(post[0])).pathname).toBe(LIST)
    expect(body.reports).toHaveLength(6)
    expect(new Headers(post[1]?.headers).get('Idempotency-Key')).toBe(body._id)
  })

  it('deletes only after the confirmation', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'DELETE' ? new Response(null, { status: 204 }) : json({ items: [SAVED] }),
    )
    renderAll()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Weekly review' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete dashboard' }))
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')?.[0]?.toString(),
      ).toContain(DASHBOARD_PATHS.analyticsDashboard(SLUG, SAVED._id)),
    )
  })

  it('renames: an empty name is refused on the field, a new one is PATCHed', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PATCH'
        ? json({ ...SAVED, name: String(JSON.parse(String(init.body)).name) })
        : json({ items: [SAVED] }),
    )
    renderAll()
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Weekly review' }))
    const dialog = await screen.findByRole('dialog')
    const name = within(dialog).getByRole('textbox', { name: /^Name/ })
    expect((name as HTMLInputElement).value).toBe('Weekly review')
    fireEvent.change(name, { target: { value: '  ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }))
    expect(await within(dialog).findByText('This field cannot be left blank.')).toBeDefined()
    fireEvent.change(name, { target: { value: 'Monthly review' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }))
    await waitFor(() => {
      const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
      expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ name: 'Monthly review' })
    })
  })
})
