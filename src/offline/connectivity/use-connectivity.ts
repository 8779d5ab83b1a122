import { useSyncExternalStore } from 'react'
import type { Connectivity } from './connectivity-state.ts'
import { getConnectivity, subscribeConnectivity } from './connectivity-store.ts'

/** The connectivity state, re-rendering on each change. */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribeConnectivity, getConnectivity, getConnectivity)
}
