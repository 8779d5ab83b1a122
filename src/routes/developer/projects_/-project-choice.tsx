import { useLingui } from '@lingui/react/macro'
import type { TScope } from '../../../../contract/scopes.ts'
import { FilterSelect } from '../../../components/ui/filter-select.tsx'
import { useCan } from '../../../features/auth/hooks/use-can.ts'
import { useSession } from '../../../features/auth/hooks/use-session.ts'
import { useProjects } from '../../../features/projects/api/list-projects.ts'
import { useChosenProject } from '../../../features/projects/model/chosen-project.ts'
import type { ProjectSearch } from './-project-search.ts'

/**
 * The project a project screen shows: the address's, else the one chosen in the header, else
 * the first the user holds one of the screen's scopes on; and the projects to choose from.
 */
export function useProjectChoice(scopes: readonly TScope[], search: ProjectSearch) {
  const session = useSession()
  const can = useCan()
  const chosen = useChosenProject(session?.orgId ?? '').projectId
  const projects = useProjects(session?.slug ?? '')
  const mine = (projects.data?.items ?? []).filter((p) => scopes.some((s) => can(s, p._id)))
  const projectId = search.project ?? chosen ?? mine[0]?._id ?? ''
  return { slug: session?.slug ?? '', projectId, mine, chosen }
}

/** The project select, shown only when the header has not chosen one already. */
export function ProjectSelect({
  choice,
  onChange,
}: {
  choice: ReturnType<typeof useProjectChoice>
  onChange: (projectId: string) => void
}) {
  const { t } = useLingui()
  if (choice.chosen) return null
  return (
    <FilterSelect wide label={t`Project`} value={choice.projectId} onChange={onChange}>
      {choice.mine.map((p) => (
        <option key={p._id} value={p._id}>
          {p.projectName}
        </option>
      ))}
    </FilterSelect>
  )
}
