import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getDb, type SiteOfficeDb, type SyncLogEntry } from '../lib/db.ts'
import { useDeviceQuery } from './device-db.ts'

const ENTRY: SyncLogEntry = {
  id: 'row-1',
  userId: 'u1',
  orgId: 'o1',
  entity: 'lead:a',
  label: { text: 'A call' },
  outcome: 'synced',
  at: 1,
}

function countEntries(entity: string) {
  return (db: SiteOfficeDb) => db.syncLog.filter((entry) => entry.entity === entity).count()
}

afterEach(async () => {
  await getDb().syncLog.clear()
})

describe('useDeviceQuery', () => {
  it('answers once read, and again on every change to what it read', async () => {
    const { result } = renderHook(() => useDeviceQuery(countEntries('lead:a'), []))
    expect(result.current).toBeUndefined()
    await waitFor(() => expect(result.current).toBe(0))

    await act(() => getDb().syncLog.add({ ...ENTRY }))
    await waitFor(() => expect(result.current).toBe(1))
  })

  it("keeps the last answer until a new view's first read answers", async () => {
    await getDb().syncLog.add({ ...ENTRY })
    const seen: (number | undefined)[] = []
    const { result, rerender } = renderHook(
      ({ entity }) => {
        const count = useDeviceQuery(countEntries(entity), [entity])
        seen.push(count)
        return count
      },
      { initialProps: { entity: 'lead:a' } },
    )
    await waitFor(() => expect(result.current).toBe(1))
    rerender({ entity: 'lead:b' })
    await waitFor(() => expect(result.current).toBe(0))
    // Never undefined between the two views' answers.
    expect(seen.slice(seen.indexOf(1))).not.toContain(undefined)
  })

  it('throws a failed read in render, for the error boundary', async () => {
    const failure = new Error('quota')
    const { result } = renderHook(() => {
      try {
        return useDeviceQuery(() => Promise.reject(failure), [])
      } catch (error) {
        return error
      }
    })
    await waitFor(() => expect(result.current).toBe(failure))
  })
})
