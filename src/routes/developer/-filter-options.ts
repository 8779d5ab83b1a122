import { useMemo } from 'react'
import { LEAD_READ_SCOPES } from '../../../contract/leads.ts'
import type { FilterLists, FilterOption } from '../../components/ui/filter-select.tsx'
import { useCan } from '../../features/auth/hooks/use-can.ts'
import { useSession } from '../../features/auth/hooks/use-session.ts'
import { useExecutives } from '../../features/leads/api/executives.ts'
import { executiveName } from '../../features/leads/components/lead-filter-bar.tsx'
import { useProjects } from '../../features/projects/api/list-projects.ts'

/*
 * Not a route (the "-" prefix): what the task and call screens offer in their project and
 * people filters. The lists belong to the projects and leads features, so a route composes them.
 */

export function useProjectOptions(slug: string): readonly FilterOption[] {
  const items = useProjects(slug).data?.items
  return useMemo(
    () => (items ?? []).map((project) => ({ value: project._id, label: project.projectName })),
    [items],
  )
}

/** The lead users (admins excluded) of every project. */
export function usePeopleOptions(slug: string, enabled: boolean): readonly FilterOption[] {
  const executives = useExecutives(slug, undefined, { enabled })
  const items = executives.data?.items
  return useMemo(
    () => (items ?? []).map((person) => ({ value: person._id, label: executiveName(person) })),
    [items],
  )
}

/**
 * For a screen over the leads the user can see: whether any lead scope lets the user list them,
 * and the filters' projects and people; null until signed in.
 */
export function useLeadScreen(): {
  mayList: boolean
  lists: FilterLists & { slug: string }
} | null {
  const session = useSession()
  const can = useCan()
  const mayList = LEAD_READ_SCOPES.some((scope) => can(scope))
  const projects = useProjectOptions(session?.slug ?? '')
  const people = usePeopleOptions(session?.slug ?? '', mayList)
  return session ? { mayList, lists: { slug: session.slug, projects, people } } : null
}
