import { fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test-utils/render-with-app.tsx'
import { DEFAULT_DASHBOARD_SEARCH, type TDashboardSearch } from '../model/dashboard-search.ts'
import { DashboardFilterBar } from './dashboard-filter-bar.tsx'

const PROJECTS = [
  { value: 'p-1', label: 'Skyline Heights' },
  { value: 'p-2', label: 'Green Meadows' },
]

/** The bar over its own state, as a screen holds it in the URL; every change is reported. */
function renderBar(initial: TDashboardSearch = DEFAULT_DASHBOARD_SEARCH) {
  const changes = vi.fn<(next: TDashboardSearch) => void>()
  function Harness() {
    const [search, setSearch] = useState(initial)
    return (
      <DashboardFilterBar
        search={search}
        projects={PROJECTS}
        onChange={(next) => {
          changes(next)
          setSearch(next)
        }}
      />
    )
  }
  renderWithProviders(<Harness />)
  return changes
}

const select = (name: string) => screen.getByRole('combobox', { name })
const options = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((o) => o.textContent)

describe('DashboardFilterBar', () => {
  it('offers every project, both bases and every preset', () => {
    renderBar()
    expect(options('Project')).toEqual(['All projects', 'Skyline Heights', 'Green Meadows'])
    expect(options('Date basis')).toEqual(['Create Date', 'Update Date'])
    expect(options('Period')).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 15 days',
      'Last 30 days',
      'Last 3 months',
      'Last 6 months',
      'Week to date',
      'Month to date',
      'Custom',
    ])
    expect((select('Period') as HTMLSelectElement).value).toBe('last30Days')
    expect(screen.queryByLabelText('From')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
  })

  it('reports each change, and "All projects" as no project', () => {
    const changes = renderBar()
    fireEvent.change(select('Project'), { target: { value: 'p-2' } })
    expect(changes).toHaveBeenLastCalledWith({ ...DEFAULT_DASHBOARD_SEARCH, projectId: 'p-2' })
    fireEvent.change(select('Date basis'), { target: { value: 'updatedAt' } })
    fireEvent.change(select('Period'), { target: { value: 'weekToDate' } })
    expect(changes).toHaveBeenLastCalledWith({
      projectId: 'p-2',
      dateField: 'updatedAt',
      preset: 'weekToDate',
    })
    fireEvent.change(select('Project'), { target: { value: '' } })
    expect(changes.mock.lastCall?.[0].projectId).toBeUndefined()
  })

  it('asks for the days of a custom range and says when the end is before the start', () => {
    const changes = renderBar()
    fireEvent.change(select('Period'), { target: { value: 'custom' } })
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-03-06' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-03-01' } })
    expect(changes).toHaveBeenLastCalledWith({
      ...DEFAULT_DASHBOARD_SEARCH,
      preset: 'custom',
      fromDate: '2024-03-06',
      toDate: '2024-03-01',
    })
    expect(screen.getByText('End date must be after start date.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-03-06' } })
    expect(screen.queryByText('End date must be after start date.')).toBeNull()
  })

  it('clears back to the defaults', () => {
    const changes = renderBar({ dateField: 'updatedAt', preset: 'today', projectId: 'p-1' })
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(changes).toHaveBeenLastCalledWith(DEFAULT_DASHBOARD_SEARCH)
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
  })
})
