import { useCallback, useSyncExternalStore } from 'react'

const STORAGE_KEY = 'siteoffice.nav-collapsed'
const listeners = new Set<() => void>()
// Storage can be disabled (private mode, policy): the choice then lasts for this page load.
let memory: boolean | null = null

function read(): boolean | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return stored === null ? memory : stored === 'true'
  } catch {
    return memory
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Whether the side navigation is narrowed to icons. Until the user chooses, it is narrow on
 * tablets (`defaultCollapsed`) and wide on desktops; a choice is remembered on this device.
 */
export function useNavCollapsed(defaultCollapsed: boolean): [boolean, (next: boolean) => void] {
  const stored = useSyncExternalStore(subscribe, read, () => null)
  const set = useCallback((next: boolean) => {
    memory = next
    try {
      localStorage.setItem(STORAGE_KEY, String(next))
    } catch {
      // Kept in memory above.
    }
    listeners.forEach((listener) => listener())
  }, [])
  return [stored ?? defaultCollapsed, set]
}
