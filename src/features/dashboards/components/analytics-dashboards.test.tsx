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

  it('edits the name and the reports: a blank name is refused, the new set is PATCHed', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PATCH'
        ? json({ ...SAVED, ...(JSON.parse(String(init.body)) as object) })
        : json({ items: [SAVED] }),
    )
    renderAll()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Weekly review' }))
    const dialog = await screen.findByRole('dialog')
    const name = within(dialog).getByRole('textbox', { name: /^Name/ })
    expect((name as HTMLInputElement).value).toBe('Weekly review')
    // The saved report is there with its own filters.
    expect(within(dialog).getByRole('combobox', { name: 'Period' })).toHaveProperty(
      'value',
      'last7Days',
    )
    fireEvent.change(name, { target: { value: '  ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('This field cannot be left blank.')).toBeDefined()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false)

    fireEvent.change(name, { target: { value: 'Visits review' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove report 1' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a report' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a report' }))
    const types = within(dialog).getAllByRole('combobox', { name: 'Report' })
    expect(types).toHaveLength(2)
    fireEvent.change(types[0]!, { target: { value: 'executive-wise-site-visit' } })
    fireEvent.change(types[1]!, { target: { value: 'source-wise-booking-trend' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => {
      const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')
      expect(String(patch?.[0])).toContain(DASHBOARD_PATHS.analyticsDashboard(SLUG, SAVED._id))
      const body = JSON.parse(String(patch?.[1]?.body)) as {
        name: string
        reports: { type: string }[]
      }
      expect(body.name).toBe('Visits review')
      expect(body.reports.map((r) => r.type)).toEqual([
        'executive-wise-site-visit',
        'source-wise-booking-trend',
      ])
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
