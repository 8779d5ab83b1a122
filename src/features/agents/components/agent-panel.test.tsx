import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TAgentDetails, TAgentStats } from '../../../../contract/dashboards.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { jsonResponse as json, stubFetch } from '../../../test-utils/stub-fetch.ts'
import { AgentPanel } from './agent-panel.tsx'

const SLUG = 'in/siteoffice/org-1'
const NEHA = { _id: 'u-3', firstName: 'Neha', lastName: 'Joshi' }
const TOTALS = { totalCalls: 4, totalMinutes: 10.5, avgMinutes: 2.6 }
const STATS: TAgentStats = {
  agent: {
    agent: NEHA,
    leads: 42,
    siteVisits: 7,
    visitsDone: 3,
    bookings: 2,
    calls: 8,
    connectedCalls: 5,
    talkMinutes: 21,
  },
  callSummary: { incoming: TOTALS, outbound: TOTALS },
  series: [{ day: '2024-03-06', incoming: TOTALS, outbound: TOTALS }],
}
const DETAILS: TAgentDetails = {
  agent: NEHA,
  isActive: true,
  role: 'Sales executive',
  department: 'Sales',
  projects: [{ _id: 'p-1', projectName: 'Skyline Heights', leads: 42 }],
}
const QUERY = { startTime: '2024-03-05T18:30:00.000Z', endTime: '2024-03-06T18:30:00.000Z' }

let fails = { stats: false, details: false }
stubFetch((url) => {
  const failing = url.pathname.endsWith('/agent-stats') ? fails.stats : fails.details
  if (failing) return json({ message: 'Internal Error', code: 'X' }, 500)
  return json(url.pathname.endsWith('/agent-stats') ? STATS : DETAILS)
})

beforeEach(() => {
  fails = { stats: false, details: false }
})

const renderPanel = () =>
  renderWithProviders(
    <AgentPanel slug={SLUG} agentId="u-3" query={QUERY}>
      <p>The calls list</p>
    </AgentPanel>,
  )

describe('AgentPanel', () => {
  it('shows who the agent is and their numbers with the call summary', async () => {
    renderPanel()
    const panel = await screen.findByRole('region', { name: 'Neha Joshi' })
    expect(await within(panel).findByText('Sales executive')).toBeTruthy()
    expect(await within(panel).findByText('Call summary')).toBeTruthy()
    expect(within(panel).getByText('42')).toBeTruthy()
    expect(within(panel).getByText('The calls list')).toBeTruthy()
  })

  it('keeps the details when only the numbers fail, and says what is missing', async () => {
    fails.stats = true
    renderPanel()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('numbers for the period could not be loaded')
    expect(screen.getByText('Sales executive')).toBeTruthy()
  })

  it('keeps the numbers when only the details fail', async () => {
    fails.details = true
    renderPanel()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Who this agent is')
    expect(await screen.findByText('Call summary')).toBeTruthy()
  })

  it('fails as a whole only when both requests fail', async () => {
    fails = { stats: true, details: true }
    renderPanel()
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 })
    await within(alert).findByText('Both requests failed')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
