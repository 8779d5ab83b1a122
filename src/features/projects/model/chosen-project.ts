import { useCallback, useSyncExternalStore } from 'react'

const STORAGE_KEY = 'siteoffice.chosen-project'
const listeners = new Set<() => void>()

interface StoredChoice {
  orgId: string
  /** null: all projects. */
  projectId: string | null
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

function parse(raw: string | null): StoredChoice | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StoredChoice>
    if (typeof value.orgId !== 'string') return null
    return {
      orgId: value.orgId,
      projectId: typeof value.projectId === 'string' ? value.projectId : null,
    }
  } catch {
    return null
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab choosing a project changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The chosen project of an organisation: null means all projects (also the default). */
export function readChosenProject(orgId: string): string | null {
  const choice = parse(readRaw())
  return choice?.orgId === orgId ? choice.projectId : null
}

export function writeChosenProject(orgId: string, projectId: string | null): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ orgId, projectId } satisfies StoredChoice))
  } catch {
    // Storage disabled: the choice is not kept, and the screens fall back to all projects.
  }
  listeners.forEach((listener) => listener())
}

export interface ChosenProject {
  /** null: all projects. */
  projectId: string | null
  choose: (projectId: string | null) => void
}

/**
 * The project the lead screens work on, chosen on the landing or in the header and kept on
 * this device. A choice made in another organisation does not carry over.
 */
export function useChosenProject(orgId: string): ChosenProject {
  // The raw string is the snapshot: stable between changes, so React does not loop.
  const raw = useSyncExternalStore(subscribe, readRaw, () => null)
  const choice = parse(raw)
  const choose = useCallback(
    (projectId: string | null) => writeChosenProject(orgId, projectId),
    [orgId],
  )
  return { projectId: choice?.orgId === orgId ? choice.projectId : null, choose }
}
