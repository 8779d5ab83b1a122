import {
  Alert,
  Button,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, type ReactNode } from 'react'
import {
  CONTENT_LIMITS,
  type TContentFile,
  type TContentKind,
  type TProjectContent,
} from '../../../../contract/project-content.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { userMessage } from '../../../lib/http.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { keepFilesOffline } from '../../../offline/keep-files.ts'
import { contentChanges, useContentChange, useProjectContent } from '../api/content-api.ts'
import { filesToKeep } from '../model/check-file.ts'
import { AmenitiesSection } from './amenities-section.tsx'
import { BrochureSection } from './brochure-section.tsx'
import { ContentSection } from './content-section.tsx'
import { DeleteButton, FileCard } from './file-card.tsx'
import { useDocumentTypeName } from './names.ts'
import { PastProjectsSection } from './past-projects-section.tsx'
import { UploadForm } from './upload-form.tsx'

export type TEditable = Record<TContentKind | 'amenity' | 'pastProject', boolean>

export interface ProjectContentScreenProps {
  slug: string
  projectId: string
  /** What the user's scopes let them change on this project. */
  editable: TEditable
  online: boolean
  /** The way back to the project's details. */
  back: ReactNode
}

interface TDoomed {
  name: string
  run: () => Promise<unknown>
}

/**
 * A project's content (decision 0048): brochure, creatives, master plan, unit plans, documents,
 * amenities and past projects. Readable offline from the device's copy; changes need the network.
 */
export function ProjectContentScreen({
  slug,
  projectId,
  editable,
  online,
  back,
}: ProjectContentScreenProps) {
  const { i18n } = useLingui()
  const content = useProjectContent(slug, projectId)
  useKeepFiles(content.data)
  if (content.isPending && !content.isPaused) {
    return <Skeleton height="24rem" borderRadius="l3" aria-busy="true" />
  }
  if (content.isError || content.isPending) {
    return (
      <Stack gap="4">
        {back}
        <ErrorState
          message={
            content.isError ? userMessage(content.error, i18n) : i18n._(MESSAGES.connectionError)
          }
          onRetry={() => void content.refetch()}
          retrying={content.isFetching}
        />
      </Stack>
    )
  }
  const can = online ? editable : ({} as Partial<TEditable>)
  return <ContentView slug={slug} content={content.data} can={can} online={online} back={back} />
}

/** Unit plans and the brochure go to the device once read, for the site without a signal. */
function useKeepFiles(content: TProjectContent | undefined) {
  const urls = content ? filesToKeep(content).join('\n') : ''
  useEffect(() => {
    if (urls) void keepFilesOffline(urls.split('\n'))
  }, [urls])
}

function ContentView({
  slug,
  content,
  can,
  online,
  back,
}: {
  slug: string
  content: TProjectContent
  can: Partial<TEditable>
  online: boolean
  back: ReactNode
}) {
  const { t, i18n } = useLingui()
  const projectId = content.projectId
  const name = content.projectName
  const changes = contentChanges(slug, projectId)
  const select = useContentChange(slug, projectId, changes.selectFile)
  const remove = useContentChange(slug, projectId, (run: () => Promise<TProjectContent>) => run())
  const [doomed, setDoomed] = useState<TDoomed | null>(null)
  const documentTypeName = useDocumentTypeName()
  const of = (kind: TContentKind) => content.files.filter((f) => f.kind === kind)
  const selected = of('creative').filter((f) => f.selected).length
  const maxSelected = CONTENT_LIMITS.selectedCreatives
  const doomedName = doomed?.name ?? ''
  const amenities = content.amenities.length
  const maxAmenities = CONTENT_LIMITS.amenities
  const pastProjects = content.pastProjects.length
  const maxPast = CONTENT_LIMITS.pastProjects

  const askDelete = (label: string, run: () => Promise<TProjectContent>) =>
    setDoomed({ name: label, run: () => remove.mutateAsync(run) })
  const deleteFile = (file: TContentFile) =>
    askDelete(file.labelName, () => changes.removeFile(file._id))
  const toggle = (file: TContentFile) =>
    select.mutate(
      { fileId: file._id, selected: !file.selected },
      { onError: (error) => toaster.error({ title: problemText(error, i18n) }) },
    )

  const files = (kind: TContentKind, extra?: (f: TContentFile) => ReactNode) => {
    const list = of(kind)
    if (list.length === 0)
      return (
        <Text color="fg.muted">
          <Trans>Nothing uploaded yet.</Trans>
        </Text>
      )
    return (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap="3">
        {list.map((f) => {
          const label = f.labelName
          return (
            <li key={f._id}>
              <FileCard
                file={f}
                detail={extra?.(f)}
                actions={
                  can[kind] ? (
                    <DeleteButton
                      label={t`Delete ${label}`}
                      disabled={false}
                      onClick={() => deleteFile(f)}
                    />
                  ) : null
                }
              />
            </li>
          )
        })}
      </SimpleGrid>
    )
  }
  const upload = (kind: TContentKind, submitLabel: string, when = true) =>
    can[kind] && when ? (
      <UploadForm
        slug={slug}
        projectId={projectId}
        kind={kind}
        units={content.units}
        submitLabel={submitLabel}
        disabled={false}
      />
    ) : null

  const sections = [
    { id: 'content-brochure', title: t`Brochure` },
    { id: 'content-creatives', title: t`Creatives` },
    { id: 'content-master-plan', title: t`Master plan` },
    { id: 'content-unit-plans', title: t`Unit plans` },
    { id: 'content-documents', title: t`Documents` },
    { id: 'content-amenities', title: t`Amenities` },
    { id: 'content-past-projects', title: t`Past projects` },
  ]
  const editsAnything = Object.values(can).some(Boolean)

  return (
    <Stack gap="5">
      {back}
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Content of {name}</Trans>
        </Heading>
        <DataAsOf />
      </Stack>
      {online ? null : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>
              Changing content needs the internet. You are offline; what is shown was stored on this
              device.
            </Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      <HStack as="nav" aria-label={t`Content sections`} gap="1" wrap="wrap">
        {sections.map((s) => (
          <Button key={s.id} asChild size="sm" variant="outline">
            <Link href={`#${s.id}`}>{s.title}</Link>
          </Button>
        ))}
      </HStack>

      <ContentSection id="content-brochure" title={sections[0]!.title}>
        <BrochureSection
          slug={slug}
          projectId={projectId}
          content={content}
          canEdit={can.brochure === true}
        />
      </ContentSection>
      <ContentSection
        id="content-creatives"
        title={sections[1]!.title}
        count={
          <Trans>
            {selected} of {maxSelected} selected
          </Trans>
        }
      >
        {files('creative', (f) =>
          can.creative ? (
            <Button
              size="xs"
              variant={f.selected ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={f.selected}
              disabled={!f.selected && selected >= maxSelected}
              onClick={() => toggle(f)}
            >
              {f.selected ? <Trans>Selected</Trans> : <Trans>Select</Trans>}
            </Button>
          ) : null,
        )}
        {upload('creative', t`Upload creative`)}
      </ContentSection>
      <ContentSection id="content-master-plan" title={sections[2]!.title}>
        {files('masterPlan')}
        {upload('masterPlan', t`Upload master plan`, of('masterPlan').length === 0)}
      </ContentSection>
      <ContentSection id="content-unit-plans" title={sections[3]!.title}>
        {files('unitPlan', (f) =>
          f.unitType ? (
            <Text textStyle="sm" color="fg.muted">
              {f.unitType}
            </Text>
          ) : null,
        )}
        {upload('unitPlan', t`Upload unit plan`)}
      </ContentSection>
      <ContentSection id="content-documents" title={sections[4]!.title}>
        {files('document', (f) => (
          <Text textStyle="sm" color="fg.muted">
            {documentTypeName(f.documentType)}
          </Text>
        ))}
        {upload('document', t`Upload document`)}
      </ContentSection>
      <ContentSection
        id="content-amenities"
        title={sections[5]!.title}
        count={
          <Trans>
            {amenities} of {maxAmenities}
          </Trans>
        }
      >
        <AmenitiesSection
          slug={slug}
          projectId={projectId}
          content={content}
          canEdit={can.amenity === true}
          onDelete={(a) => askDelete(a.name, () => changes.removeAmenity(a._id))}
        />
      </ContentSection>
      <ContentSection
        id="content-past-projects"
        title={sections[6]!.title}
        count={
          <Trans>
            {pastProjects} of {maxPast}
          </Trans>
        }
      >
        <PastProjectsSection
          slug={slug}
          projectId={projectId}
          content={content}
          canEdit={can.pastProject === true}
          onDelete={(p) => askDelete(p.name, () => changes.removePastProject(p._id))}
        />
      </ContentSection>
      {editsAnything || !online ? null : (
        <Text color="fg.muted">
          <Trans>
            You can view this content; changing it needs a content permission on the project.
          </Trans>
        </Text>
      )}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => {
          if (!open) setDoomed(null)
        }}
        title={<Trans>Delete {doomedName}?</Trans>}
        cancelLabel={<Trans>Keep it</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        confirming={remove.isPending}
        onConfirm={() => {
          doomed
            ?.run()
            .then(() => toaster.success({ title: t`${doomedName} deleted` }))
            .catch((error: unknown) => toaster.error({ title: problemText(error, i18n) }))
            .finally(() => setDoomed(null))
        }}
      >
        <Trans>
          It is removed from the project, and leads can no longer be sent it. This cannot be undone.
        </Trans>
      </ConfirmDialog>
    </Stack>
  )
}
