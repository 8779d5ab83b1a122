import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { clearFreshness } from '../lib/freshness.ts'
import { onBackOnline } from '../offline/connectivity/connectivity-store.ts'

/**
 * When the server answers again, screens showing stored answers refetch. TanStack's own
 * refetch-on-reconnect would not do: it follows only the browser's online event (not a server
 * coming back) and skips data it still thinks fresh, which stored answers look like.
 */
export function useRefreshWhenBackOnline(queryClient: QueryClient): void {
  useEffect(
    () =>
      onBackOnline(() => {
        // What still comes from the store after the refetch is recorded again.
        clearFreshness()
        void queryClient.invalidateQueries()
      }),
    [queryClient],
  )
}
