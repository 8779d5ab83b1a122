import { Badge, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { TProgress, TProgressList } from '../../../../contract/construction-progress.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { NeedsConnection } from '../../../components/ui/needs-connection.tsx'
import { EmptyList } from '../../../components/ui/empty-list.tsx'
import { toaster } from '../../../components/ui/toaster.tsx'
import { formatDate } from '../../../lib/format/date-display.ts'
import { DEFAULT_LOCALE, isLocale } from '../../../lib/i18n.ts'
import { problemText } from '../../../lib/problem-text.ts'
import { progressChanges, useProgressChange } from '../api/construction-progress-api.ts'
import { AddProgress } from './add-progress.tsx'
import { ProgressMedia } from './progress-media.tsx'

export interface ProgressScreenProps {
  slug: string
  projectId: string
  buildings: readonly { _id: string; name: string }[]
  /** The building shown ('' for the whole project). */
  buildingId: string
  data: TProgressList
  online: boolean
}

/**
 * Construction milestones and progress (decision 0056): the entries, latest completion first,
 * with their photos and videos; posting one and deleting one need the network.
 */
export function ProgressScreen(props: ProgressScreenProps) {
  const { slug, projectId, buildings, buildingId, data, online } = props
  const { t, i18n } = useLingui()
  const [adding, setAdding] = useState(false)
  const [doomed, setDoomed] = useState<TProgress | null>(null)
  const remove = useProgressChange(slug, projectId, progressChanges(slug, projectId).remove)
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const doomedTitle = doomed?.title ?? ''

  const confirmDelete = () => {
    if (!doomed) return
    const title = doomed.title
    remove.mutate(doomed.constructionProgressId, {
      onSuccess: () => toaster.success({ title: t`Progress ${title} deleted` }),
      onError: (error) => toaster.error({ title: problemText(error, i18n) }),
      onSettled: () => setDoomed(null),
    })
  }

  return (
    <Stack gap="4">
      {online ? null : (
        <NeedsConnection>
          <Trans>Posting and deleting progress needs a connection. You are offline.</Trans>
        </NeedsConnection>
      )}
      {adding && online ? (
        <AddProgress
          slug={slug}
          projectId={projectId}
          buildings={buildings}
          buildingId={buildingId}
          onDone={() => setAdding(false)}
        />
      ) : (
        <HStack justify="end">
          <Button colorPalette="brand" disabled={!online} onClick={() => setAdding(true)}>
            <Trans>Add progress</Trans>
          </Button>
        </HStack>
      )}
      {data.items.length === 0 ? (
        <EmptyList
          title={<Trans>No construction progress yet</Trans>}
          description={<Trans>Post a milestone with photos or videos of the site.</Trans>}
        />
      ) : (
        <Stack
          as="ol"
          gap="4"
          listStyleType="none"
          aria-label={t`Construction progress, latest first`}
        >
          {data.items.map((entry) => {
            const title = entry.title
            const completed = formatDate(entry.completionDate, locale)
            return (
              <Stack
                as="li"
                key={entry.constructionProgressId}
                gap="3"
                borderWidth="1px"
                borderColor="app.border"
                borderRadius="l3"
                p="4"
              >
                <HStack justify="space-between" align="start" gap="3" wrap="wrap">
                  <Stack gap="1" minW="0">
                    <Heading as="h2" size="md" wordBreak="break-word">
                      {title}
                    </Heading>
                    <HStack gap="2" wrap="wrap">
                      <Text textStyle="sm" color="fg.muted">
                        <Trans>Completed {completed}</Trans>
                      </Text>
                      <Badge variant="subtle">
                        {entry.buildingName ?? <Trans>Whole project</Trans>}
                      </Badge>
                    </HStack>
                  </Stack>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    disabled={!online}
                    aria-label={t`Delete ${title}`}
                    onClick={() => setDoomed(entry)}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </HStack>
                {entry.description ? (
                  <Text whiteSpace="pre-wrap" wordBreak="break-word">
                    {entry.description}
                  </Text>
                ) : null}
                <ProgressMedia title={title} media={entry.media} />
              </Stack>
            )
          })}
        </Stack>
      )}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? undefined : setDoomed(null))}
        title={<Trans>Delete {doomedTitle}?</Trans>}
        cancelLabel={<Trans>Keep it</Trans>}
        confirmLabel={<Trans>Delete progress</Trans>}
        confirming={remove.isPending}
        onConfirm={confirmDelete}
      >
        <Trans>The entry and its photos and videos are deleted. This cannot be undone.</Trans>
      </ConfirmDialog>
    </Stack>
  )
}
