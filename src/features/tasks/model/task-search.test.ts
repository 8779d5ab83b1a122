import { describe, expect, it } from 'vitest'
import { parseTaskSearch, toTaskWireQuery } from './task-search.ts'

describe('parseTaskSearch', () => {
  it('keeps valid filters and drops damaged ones and defaults', () => {
    expect(
      parseTaskSearch({
        status: 'Overdue',
        type: 'Follow Up',
        callType: 'Sideways',
        due: '2026-02-30',
        q: '  Asha ',
        page: '0',
      }),
    ).toEqual({ status: 'Overdue', type: 'Follow Up', q: 'Asha' })
  })
})

describe('toTaskWireQuery', () => {
  it('names each filter as the server does, and leaves the page to the fetcher', () => {
    expect(
      toTaskWireQuery({
        project: 'p-1',
        user: 'u-1',
        callType: 'Out Bound',
        callStatus: 'No Answer',
        q: 'Asha',
        status: 'Open',
        type: 'Follow Up',
        due: '2026-11-22',
        assignee: 'u-2',
        page: 4,
      }),
    ).toEqual({
      projectId: 'p-1',
      userId: 'u-1',
      callType: 'Out Bound',
      callStatus: 'No Answer',
      searchBy: 'Asha',
      taskStatus: 'Open',
      taskType: 'Follow Up',
      dueDate: '2026-11-22',
      assigneeId: 'u-2',
    })
  })
})
