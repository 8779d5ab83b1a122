import {
  Badge,
  Box,
  Button,
  DataList,
  Heading,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FORM_STEPS, type TProject } from '../../../../contract/projects.ts'
import { DataAsOf } from '../../../components/ui/data-as-of.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { userMessage } from '../../../lib/http.ts'
import { MESSAGES } from '../../../lib/message-catalogue.ts'
import { useProject } from '../api/project-api.ts'
import { savedSteps } from '../model/form-steps.ts'
import { ProjectLogo } from './project-logo.tsx'

export interface ProjectDetailsProps {
  slug: string
  projectId: string
  /** Whether the user may change this project (or finish it, for a draft). */
  canEdit: boolean
}

/** A project's every field, read-only, with its logo and RERA QR; offline from the device's copy. */
export function ProjectDetails({ slug, projectId, canEdit }: ProjectDetailsProps) {
  const { i18n } = useLingui()
  const project = useProject(slug, projectId)
  if (project.isPending && !project.isPaused) {
    return <Skeleton height="24rem" borderRadius="l3" aria-busy="true" />
  }
  if (project.isError || project.isPending) {
    return (
      <ErrorState
        message={
          project.isError ? userMessage(project.error, i18n) : i18n._(MESSAGES.connectionError)
        }
        onRetry={() => void project.refetch()}
        retrying={project.isFetching}
      />
    )
  }
  return <ProjectView project={project.data} canEdit={canEdit} />
}

const DASH = '—'
const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? DASH : String(value)

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{children}</DataList.ItemValue>
    </DataList.Item>
  )
}

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return <>{DASH}</>
  return (
    <Link
      href={href}
      target="_blank"
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a link relation, not text
      rel="noopener noreferrer"
      color="brand.fg"
      wordBreak="break-all"
    >
      {href}
    </Link>
  )
}

function Section({ title, id, children }: { title: ReactNode; id: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderColor="app.border"
      borderRadius="l3"
      bg="app.surface"
      p="4"
    >
      <Heading as="h2" size="md" id={id} mb="3">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        {children}
      </DataList.Root>
    </Box>
  )
}

function ProjectView({ project: p, canEdit }: { project: TProject; canEdit: boolean }) {
  const { t } = useLingui()
  const name = p.projectName
  const reason = p.projectPublishChangeReason
  const draft = p.projectPublishStatus === 'draft'
  const saved = savedSteps(p.projectFormStage)
  const total = FORM_STEPS.length
  const edit = (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to="/developer/projects/$projectId/edit" params={{ projectId: p._id }}>
        {draft ? <Trans>Resume</Trans> : <Trans>Edit project</Trans>}
      </RouterLink>
    </Button>
  )
  return (
    <Stack gap="5">
      <HStack gap="4" align="flex-start" wrap="wrap">
        {p.logoUrl ? (
          <Image src={p.logoUrl} alt={t`Logo of ${name}`} boxSize="16" objectFit="contain" />
        ) : (
          <ProjectLogo name={p.projectName} logo={null} />
        )}
        <Stack gap="1" flex="1" minW="12rem">
          <Heading as="h1" size="2xl">
            {p.projectName}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="brand" variant="subtle">
              {p.projectStatus}
            </Badge>
            <PublishBadge project={p} />
            {draft ? (
              <Text textStyle="sm" color="fg.muted">
                <Trans>
                  {saved} of {total} steps saved
                </Trans>
              </Text>
            ) : null}
          </HStack>
          <DataAsOf />
        </Stack>
        {canEdit ? edit : null}
      </HStack>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Section title={<Trans>Basic details</Trans>} id="project-basic">
          <Field label={<Trans>Start date</Trans>}>{shown(p.startDate)}</Field>
          <Field label={<Trans>Completion date</Trans>}>{shown(p.completionDate)}</Field>
          <Field label={<Trans>Company</Trans>}>{shown(p.company)}</Field>
        </Section>
        <Section title={<Trans>Location</Trans>} id="project-location">
          <Field label={<Trans>Site address</Trans>}>{shown(p.location.siteAddress)}</Field>
          <Field label={<Trans>City</Trans>}>{shown(p.location.city)}</Field>
          <Field label={<Trans>State</Trans>}>{shown(p.location.state)}</Field>
          <Field label={<Trans>Pincode</Trans>}>{shown(p.location.pincode)}</Field>
          <Field label={<Trans>Latitude, longitude</Trans>}>
            {p.location.latitude === null
              ? DASH
              : `${p.location.latitude}, ${p.location.longitude ?? ''}`}
          </Field>
          <Field label={<Trans>Registered office</Trans>}>{shown(p.registeredOfficeAddress)}</Field>
        </Section>
        <Section title={<Trans>Legal & registration</Trans>} id="project-legal">
          <Field label={<Trans>RERA number</Trans>}>
            <Text as="span" fontFamily="mono">
              {shown(p.reraNo)}
            </Text>
          </Field>
          <Field label={<Trans>RERA link</Trans>}>
            <ExternalLink href={p.reraLink} />
          </Field>
          <Field label={<Trans>GSTIN</Trans>}>
            <Text as="span" fontFamily="mono">
              {shown(p.gstNumber)}
            </Text>
          </Field>
          <Field label={<Trans>CIN</Trans>}>
            <Text as="span" fontFamily="mono">
              {shown(p.cinNumber)}
            </Text>
          </Field>
          <Field label={<Trans>CTS numbers</Trans>}>
            {p.ctsNumbers.length ? p.ctsNumbers.join(', ') : DASH}
          </Field>
          <Field label={<Trans>RERA QR code</Trans>}>
            {p.reraQrUrl ? (
              <Image
                src={p.reraQrUrl}
                alt={t`RERA QR code of ${name}`}
                boxSize="32"
                objectFit="contain"
              />
            ) : (
              DASH
            )}
          </Field>
        </Section>
        <Section title={<Trans>Contact & social</Trans>} id="project-contact">
          <Field label={<Trans>Website</Trans>}>
            <ExternalLink href={p.website} />
          </Field>
          <Field label={<Trans>Email</Trans>}>{shown(p.email)}</Field>
          <Field label={<Trans>Contact number</Trans>}>
            {p.contactNo ? `+91 ${p.contactNo}` : DASH}
          </Field>
          <Field label={<Trans>Alternate contact number</Trans>}>
            {p.alternateContactNo ? `+91 ${p.alternateContactNo}` : DASH}
          </Field>
          <Field label={<Trans>Instagram</Trans>}>
            <ExternalLink href={p.socialLinks.instagram} />
          </Field>
          <Field label={<Trans>Facebook</Trans>}>
            <ExternalLink href={p.socialLinks.facebook} />
          </Field>
          <Field label={<Trans>X</Trans>}>
            <ExternalLink href={p.socialLinks.x} />
          </Field>
          <Field label={<Trans>YouTube</Trans>}>
            <ExternalLink href={p.socialLinks.youtube} />
          </Field>
        </Section>
      </SimpleGrid>
      {reason ? (
        <Text color="fg.muted">
          <Trans>Reason for the last publish change: {reason}</Trans>
        </Text>
      ) : null}
    </Stack>
  )
}

/** Draft, published or unpublished: colour and word. */
export function PublishBadge({ project }: { project: Pick<TProject, 'projectPublishStatus'> }) {
  switch (project.projectPublishStatus) {
    case 'draft':
      return (
        <Badge colorPalette="orange" variant="subtle">
          <Trans>Draft</Trans>
        </Badge>
      )
    case 'published':
      return (
        <Badge colorPalette="green" variant="subtle">
          <Trans>Published</Trans>
        </Badge>
      )
    case 'unpublished':
      return (
        <Badge colorPalette="gray" variant="subtle">
          <Trans>Unpublished</Trans>
        </Badge>
      )
  }
}
