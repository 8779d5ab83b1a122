import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as toaster from '../../../components/ui/toaster.tsx'
import { resetSessionCache, setSession } from '../model/session-store.ts'
import { testSession } from '../model/test-session.ts'
import { can, canOnAll, ensureCan } from './permissions.ts'

beforeEach(() => {
  resetSessionCache()
  setSession(
    testSession({
      feScopes: [
        { name: 'DXP_ADD_LEAD', projects: [] },
        { name: 'DXP_LEAD_ASSIGNMENT', projects: ['p1', 'p2'] },
      ],
    }),
  )
})

describe('can', () => {
  it('checks the stored scopes, per project; an empty list means every project', () => {
    expect(can('DXP_ADD_LEAD')).toBe(true)
    expect(can('DXP_ADD_LEAD', 'p9')).toBe(true)
    expect(can('DXP_LEAD_ASSIGNMENT', 'p1')).toBe(true)
    expect(can('DXP_LEAD_ASSIGNMENT', 'p3')).toBe(false)
    expect(can('DXP_MODIFY_PAYMENTS')).toBe(false)
    expect(canOnAll('DXP_LEAD_ASSIGNMENT', ['p1', 'p2'])).toBe(true)
    expect(canOnAll('DXP_LEAD_ASSIGNMENT', ['p1', 'p3'])).toBe(false)
  })

  it('the wildcard grants everything; no session grants nothing', () => {
    setSession(testSession({ feScopes: [{ name: '*', projects: [] }] }))
    expect(can('DXP_MODIFY_PAYMENTS', 'p3')).toBe(true)
    setSession(null)
    expect(can('DXP_ADD_LEAD')).toBe(false)
  })
})

describe('ensureCan', () => {
  it('says "Permission denied" for a denied action', () => {
    const toast = vi.spyOn(toaster, 'showErrorToast').mockImplementation(() => {})
    expect(ensureCan('DXP_ADD_LEAD')).toBe(true)
    expect(toast).not.toHaveBeenCalled()
    expect(ensureCan('DXP_MODIFY_PAYMENTS')).toBe(false)
    expect(toast).toHaveBeenCalledWith("Permission denied (You don't have permission)")
  })
})
