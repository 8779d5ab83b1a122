import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { TAgentCall } from '../../../../contract/dashboards.ts'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { AgentCallTable } from './agent-call-table.tsx'

const CALLS: TAgentCall[] = [
  {
    _id: 'c-1',
    kind: 'call',
    leadId: 'l-1',
    leadName: 'Asha Kulkarni',
    projectId: 'p-1',
    at: '2024-03-06T05:00:00.000Z',
    callType: 'Out Bound',
    status: 'Connected',
    durationSec: 245,
  },
  {
    _id: 'v-1',
    kind: 'meeting',
    leadId: 'l-2',
    leadName: 'Ravi Menon',
    projectId: 'p-1',
    at: '2024-03-05T05:00:00.000Z',
    callType: null,
    status: 'Visit Done',
    durationSec: 0,
  },
]

describe('AgentCallTable', () => {
  it('marks the sorted column with aria-sort and asks for a new order from a header', () => {
    const onSort = vi.fn()
    renderWithProviders(
      <AgentCallTable
        calls={CALLS}
        stale={false}
        sort={{ sortBy: 'durationSec', sortOrder: 'desc' }}
        onSort={onSort}
      />,
    )
    // Duration gives way on narrow tables (hidden in jsdom, which has no container queries).
    const headers = screen.getAllByRole('columnheader', { hidden: true })
    const sortOf = (name: string) =>
      headers.find((h) => h.textContent?.startsWith(name))?.getAttribute('aria-sort')
    expect(sortOf('Duration')).toBe('descending')
    expect(sortOf('When')).toBe('none')
    expect(sortOf('Lead Name')).toBe('none')
    // Kind and status do not sort on the server: no aria-sort, no button.
    expect(sortOf('Kind')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Lead Name' }))
    expect(onSort).toHaveBeenCalledWith('leadName')
  })

  it('tells calls from meetings, each status in its own words', () => {
    renderWithProviders(
      <AgentCallTable
        calls={CALLS}
        stale={false}
        sort={{ sortBy: 'at', sortOrder: 'desc' }}
        onSort={vi.fn()}
      />,
    )
    expect(screen.getByText('Out Bound')).toBeTruthy()
    expect(screen.getByText('4:05')).toBeTruthy()
    expect(screen.getByText('Meeting')).toBeTruthy()
    expect(screen.getByText('Visit Done')).toBeTruthy()
  })
})
