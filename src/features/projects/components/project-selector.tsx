import { NativeSelect } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useAfterFirstPaint } from '../../../components/ui/after-first-paint.tsx'
import { useProjects } from '../api/list-projects.ts'
import { useChosenProject } from '../model/chosen-project.ts'

const ALL = '__all__'

/** The header's project choice; the same choice as the landing's cards. */
export function ProjectSelector({ slug, orgId }: { slug: string; orgId: string }) {
  const { t } = useLingui()
  // Asked for once the page is painted: the first paint shows "All projects" either way, and an
  // answer that comes before it would only stand between the page's code and its paint.
  const projects = useProjects(slug, { enabled: useAfterFirstPaint() })
  const { projectId, choose } = useChosenProject(orgId)
  const items = projects.data?.items ?? []
  const value = items.some((p) => p._id === projectId) ? (projectId ?? ALL) : ALL

  return (
    <NativeSelect.Root size="sm" width="full" disabled={!projects.data}>
      <NativeSelect.Field
        aria-label={t`Project`}
        value={value}
        onChange={(event) => choose(event.target.value === ALL ? null : event.target.value)}
      >
        <option value={ALL}>{t`All projects`}</option>
        {items.map((project) => (
          <option key={project._id} value={project._id}>
            {project.projectName}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
