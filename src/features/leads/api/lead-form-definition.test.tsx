import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { standardSections, type TLeadForm } from '../../../../contract/lead-form.ts'
import {
  leadFormDefinitionKey,
  useLeadFormDefinition,
  useLeadFormDefinitionOnce,
} from './lead-form-definition.ts'

const form = (version: number): TLeadForm => ({
  _id: 'f1',
  orgId: 'o1',
  version,
  sections: standardSections(),
  updatedAt: '2026-11-25T00:00:00.000Z',
})

function wrapperWith() {
  // As the app's client (src/app/query-client.ts): a dropped link is retried, offline first.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 2, networkMode: 'offlineFirst' } },
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { queryClient, wrapper }
}

afterEach(() => {
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
})

describe('useLeadFormDefinition', () => {
  it('is ready after the first failed read offline, without waiting for retries', async () => {
    onlineManager.setOnline(false)
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')))
    const { wrapper } = wrapperWith()
    const { result } = renderHook(() => useLeadFormDefinition('acme'), { wrapper })
    expect(result.current.ready).toBe(false)
    // The client retries a dropped link after a second; ready must come well before that.
    await waitFor(() => expect(result.current.ready).toBe(true), { timeout: 500 })
    expect(result.current.definition).toBeUndefined()
  })

  it('is ready at once with the definition already read', () => {
    const { queryClient, wrapper } = wrapperWith()
    queryClient.setQueryData(leadFormDefinitionKey('acme'), form(3))
    const { result } = renderHook(() => useLeadFormDefinition('acme'), { wrapper })
    expect(result.current).toEqual({ definition: form(3), ready: true })
  })
})

describe('useLeadFormDefinitionOnce', () => {
  it('keeps the version the form first drew with while a newer one is read', async () => {
    const { queryClient, wrapper } = wrapperWith()
    queryClient.setQueryData(leadFormDefinitionKey('acme'), form(3))
    const once = renderHook(() => useLeadFormDefinitionOnce('acme'), { wrapper })
    const live = renderHook(() => useLeadFormDefinition('acme'), { wrapper })
    queryClient.setQueryData(leadFormDefinitionKey('acme'), form(4))
    await waitFor(() => expect(live.result.current.definition?.version).toBe(4))
    expect(once.result.current.definition?.version).toBe(3)
  })
})
