import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { readChosenProject, useChosenProject, writeChosenProject } from './chosen-project.ts'

describe('chosen project', () => {
  it('defaults to all projects', () => {
    expect(readChosenProject('org-1')).toBeNull()
    const { result } = renderHook(() => useChosenProject('org-1'))
    expect(result.current.projectId).toBeNull()
  })

  it('remembers a choice and tells every reader', () => {
    const first = renderHook(() => useChosenProject('org-1'))
    const second = renderHook(() => useChosenProject('org-1'))
    act(() => first.result.current.choose('p-7'))
    expect(second.result.current.projectId).toBe('p-7')
    expect(readChosenProject('org-1')).toBe('p-7')
    act(() => first.result.current.choose(null))
    expect(second.result.current.projectId).toBeNull()
  })

  it('does not carry a choice into another organisation', () => {
    writeChosenProject('org-1', 'p-7')
    const { result } = renderHook(() => useChosenProject('org-2'))
    expect(result.current.projectId).toBeNull()
  })

  it('ignores a damaged stored value', () => {
    localStorage.setItem('siteoffice.chosen-project', '{not json')
    expect(readChosenProject('org-1')).toBeNull()
  })
})
