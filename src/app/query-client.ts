import { QueryClient } from '@tanstack/react-query'
import { HttpError } from '../lib/http.ts'

function isTransient(error: unknown): boolean {
  return error instanceof HttpError && (error.kind === 'timeout' || error.kind === 'network')
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Rejections (4xx, bad data, 401) will not change on a retry; a dropped link may.
        retry: (failureCount, error) => failureCount < 2 && isTransient(error),
        // Fire the request even when the browser says offline: the service worker can answer it.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  })
}
