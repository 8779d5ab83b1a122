import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { TTask } from '../../../../contract/tasks.ts'
import { renderSearchScreen } from '../../../test-utils/render-search-screen.tsx'
import { jsonResponse as json, stubFetch } from '../../../test-utils/stub-fetch.ts'
import type { TTaskSearch } from '../model/task-search.ts'
import { AllTasks } from './all-tasks.tsx'

const SLUG = 'in/siteoffice/org-1'
const LEAD_PAGE = { '/developer/manage-leads/$leadId': () => <p>Lead page</p> }

function task(overrides: Partial<TTask> & Pick<TTask, '_id' | 'leadId'>): TTask {
  return {
    orgId: 'org-1',
    projectId: 'p-1',
    project: { _id: 'p-1', projectName: 'Skyline Heights' },
    lead: { _id: overrides.leadId, fullName: 'Asha Kulkarni', leadStatus: 'Qualified' },
    taskType: 'Follow Up',
    taskStatus: 'Pending',
    isActive: true,
    isEscalated: false,
    dueDate: '2026-11-22T10:30:00.000Z',
    completedAt: null,
    notes: '',
    assigneeId: { _id: 'u-3', firstName: 'Neha', lastName: 'Joshi' },
    dispositionId: null,
    siteVisitId: null,
    createdAt: '2026-11-20T10:30:00.000Z',
    ...overrides,
  }
}

const TASKS: TTask[] = [
  task({ _id: 't-1', leadId: 'l-1' }),
  task({
    _id: 't-2',
    leadId: 'l-2',
    lead: { _id: 'l-2', fullName: 'Rajesh Patil', leadStatus: 'Site Visit' },
    taskType: 'Site Visit',
    // The server judged it overdue, though its due date is far ahead of this machine's clock.
    taskStatus: 'Overdue',
    dueDate: '2099-01-01T10:30:00.000Z',
    assigneeId: null,
  }),
]

let total = 45
let failing = false
const onSearch = vi.fn<(next: TTaskSearch) => void>()

const { requestsTo } = stubFetch((url) => {
  if (failing) return json({ message: 'Tasks are resting', code: 'X' }, 500)
  const page = Number(url.searchParams.get('page'))
  return json({
    items: total === 0 ? [] : TASKS,
    pageInfo: { pageNumber: page, pageSize: 20, totalNumItems: total },
  })
})

const PROJECTS = [{ value: 'p-1', label: 'Skyline Heights' }]
const PEOPLE = [{ value: 'u-3', label: 'Neha Joshi' }]

function renderTasks(initial: TTaskSearch = {}) {
  return renderSearchScreen(
    '/developer/tasks',
    initial,
    onSearch,
    (props) => <AllTasks slug={SLUG} {...props} projects={PROJECTS} people={PEOPLE} />,
    LEAD_PAGE,
  )
}

const taskCalls = () => requestsTo(`/ilead-service/v1/${SLUG}/tasks`)

beforeEach(() => {
  total = 45
  failing = false
  onSearch.mockReset()
})

describe('AllTasks', () => {
  it("shows the spec's columns and the server's status, with the lead to open", async () => {
    renderTasks()
    const table = await screen.findByRole('table')
    // Columns that give way on a narrow table are hidden by a container query jsdom cannot measure.
    const headers = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent)
    expect(headers).toEqual([
      'Lead Name',
      'Project',
      'Task Type',
      'Due Date',
      'Status',
      'Assigned To',
      'Action',
    ])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]!).getByText('Pending')).toBeTruthy()
    expect(within(rows[0]!).getByText('Neha Joshi')).toBeTruthy()
    expect(within(rows[1]!).getByText('Overdue')).toBeTruthy()
    expect(within(rows[1]!).getByText('Unassigned')).toBeTruthy()
    expect(within(rows[1]!).getByText('01 Jan 2099, 04:00 PM')).toBeTruthy()
    expect(screen.getByText('45 tasks')).toBeTruthy()

    fireEvent.click(screen.getByRole('link', { name: 'Open lead Rajesh Patil' }))
    expect(await screen.findByText('Lead page')).toBeTruthy()
  })

  it('asks for 20 a page from page 1, and pages on', async () => {
    renderTasks()
    await screen.findByRole('table')
    expect(taskCalls()[0]?.searchParams.get('page')).toBe('1')
    expect(taskCalls()[0]?.searchParams.get('limit')).toBe('20')
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true)

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onSearch).toHaveBeenLastCalledWith({ page: 1 })
    await waitFor(() => expect(taskCalls().at(-1)?.searchParams.get('page')).toBe('2'))
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy()
  })

  it('sends each filter, and a filter goes back to the first page', async () => {
    renderTasks({ page: 2 })
    await screen.findByRole('table')
    expect(taskCalls()[0]?.searchParams.get('page')).toBe('3')

    fireEvent.change(screen.getByRole('combobox', { name: 'Task status' }), {
      target: { value: 'Overdue' },
    })
    expect(onSearch).toHaveBeenLastCalledWith({ status: 'Overdue' })
    fireEvent.change(screen.getByRole('combobox', { name: 'Task type' }), {
      target: { value: 'Site Visit' },
    })
    fireEvent.change(screen.getByRole('combobox', { name: 'Assigned to' }), {
      target: { value: 'unassigned' },
    })
    fireEvent.change(screen.getByRole('combobox', { name: 'Project' }), {
      target: { value: 'p-1' },
    })
    fireEvent.change(screen.getByRole('combobox', { name: 'Call status' }), {
      target: { value: 'No Answer' },
    })
    fireEvent.change(screen.getByLabelText('Due on'), { target: { value: '2026-11-22' } })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tasks' }), {
      target: { value: 'raj' },
    })
    await waitFor(() => expect(taskCalls().at(-1)?.searchParams.get('searchBy')).toBe('raj'))
    const last = taskCalls().at(-1)!.searchParams
    expect(last.get('page')).toBe('1')
    expect(last.get('taskStatus')).toBe('Overdue')
    expect(last.get('taskType')).toBe('Site Visit')
    expect(last.get('assigneeId')).toBe('unassigned')
    expect(last.get('projectId')).toBe('p-1')
    expect(last.get('callStatus')).toBe('No Answer')
    expect(last.get('dueDate')).toBe('2026-11-22')
  })

  it('says when nothing matches, and clears the filters', async () => {
    total = 0
    renderTasks({ status: 'Completed' })
    expect(await screen.findByText('No tasks match these filters')).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    expect(onSearch).toHaveBeenLastCalledWith({})
    expect(await screen.findByText('No tasks yet')).toBeTruthy()
  })

  it("shows the server's message in place, and tries again", async () => {
    failing = true
    renderTasks()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Tasks are resting')).toBeTruthy()
    failing = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table')).toBeTruthy()
  })
})
