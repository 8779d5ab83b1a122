import {
  Badge,
  Box,
  Button,
  Dialog,
  Heading,
  HStack,
  Image,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { TChatPayload } from '../../../../contract/chat.ts'
import type { TCostSheetLog } from '../../../../contract/cost-sheet.ts'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { buildUrl, isUnreachable, userMessage } from '../../../lib/http.ts'
import { useChatAttachments, useLeadCostSheets } from '../api/chat-attachments.ts'
import {
  contentFilePayload,
  costSheetPayload,
  pickerGroups,
  type TChatAttachmentGroup,
  type TPickerItem,
} from '../model/attachments.ts'

/**
 * What the picker needs from the page: the lead's project, and, for users who read cost sheets,
 * how to make a shown cost sheet's PDF (the cost sheet feature's, composed by the route: a
 * feature never imports another, decision 0054).
 */
export interface ChatAttachmentSource {
  slug: string
  projectId: string
  makeCostSheetPdf?: (log: TCostSheetLog) => Promise<Uint8Array>
}

const fileHref = (path: string) => (/^https?:\/\//.test(path) ? path : buildUrl(path, undefined))

/**
 * The files to send the lead (spec 001 section 3), in a dialog: the project's unit plans,
 * documents, brochure, creatives and master plan, and the cost sheets shown to the lead. A
 * choice is sent as a file message through the outbox, like any message, so offline too.
 */
export function AttachmentPicker({
  leadId,
  source,
  onSend,
}: {
  leadId: string
  source: ChatAttachmentSource
  onSend: (payload: TChatPayload) => Promise<boolean>
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="subtle" colorPalette="brand" data-testid="chat-attach">
          <Trans>Attach file</Trans>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Send a file</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {open && (
                <PickerBody
                  leadId={leadId}
                  source={source}
                  onSend={async (payload) => {
                    const sent = await onSend(payload)
                    if (sent) setOpen(false)
                    return sent
                  }}
                />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t`Close`}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function PickerBody({
  leadId,
  source,
  onSend,
}: {
  leadId: string
  source: ChatAttachmentSource
  onSend: (payload: TChatPayload) => Promise<boolean>
}) {
  const { t, i18n } = useLingui()
  const content = useChatAttachments(source.slug, source.projectId, true)
  const mayCostSheets = source.makeCostSheetPdf !== undefined
  const logs = useLeadCostSheets(source.slug, leadId, mayCostSheets)
  const groups = useMemo(
    () => pickerGroups(content.data, logs.data?.items),
    [content.data, logs.data],
  )
  const [sending, setSending] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function send(item: TPickerItem) {
    setSending(item.id)
    setProblem(null)
    try {
      const payload =
        item.kind === 'content'
          ? contentFilePayload(item.attachment)
          : costSheetPayload(item.log, await source.makeCostSheetPdf!(item.log))
      await onSend(payload)
    } catch (error) {
      setProblem(t`The cost sheet's PDF could not be made.` + ' ' + userMessage(error, i18n))
    } finally {
      setSending(null)
    }
  }

  const loading = content.isPending || (mayCostSheets && logs.isPending)
  if (loading && groups.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted" role="status">
        <Trans>Loading files…</Trans>
      </Text>
    )
  }
  if (content.isError && groups.length === 0) {
    const message = isUnreachable(content.error)
      ? t`Unable to connect to the server, please try again`
      : userMessage(content.error, i18n)
    return (
      <ErrorState
        message={message}
        onRetry={() => void content.refetch()}
        retrying={content.isFetching}
      />
    )
  }
  if (groups.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        <Trans>This project has no files to send yet.</Trans>
      </Text>
    )
  }
  return (
    <Stack gap="5">
      {problem && (
        <Text role="alert" color="fg.error" textStyle="sm">
          {problem}
        </Text>
      )}
      {groups.map((group) => (
        <Stack as="section" key={group.type} gap="2" aria-labelledby={`chat-group-${group.type}`}>
          <Heading as="h3" size="sm" id={`chat-group-${group.type}`}>
            <GroupName type={group.type} />
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2" data-testid={`chat-group-${group.type}`}>
            {group.items.map((item) => (
              <PickerItem
                key={item.id}
                item={item}
                busy={sending === item.id}
                disabled={sending !== null}
                onPick={() => void send(item)}
              />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  )
}

function PickerItem({
  item,
  busy,
  disabled,
  onPick,
}: {
  item: TPickerItem
  busy: boolean
  disabled: boolean
  onPick: () => void
}) {
  const { t } = useLingui()
  const label = item.label
  return (
    <Box as="li" p="2" borderWidth="1px" borderColor="app.border" borderRadius="l2">
      <HStack gap="3" justify="space-between">
        <HStack gap="3" minW="0">
          {item.thumbnail ? (
            <Image
              src={fileHref(item.thumbnail)}
              alt=""
              boxSize="12"
              objectFit="cover"
              borderRadius="l1"
              flexShrink={0}
              loading="lazy"
            />
          ) : (
            <Box
              boxSize="12"
              flexShrink={0}
              borderRadius="l1"
              bg="bg.muted"
              display="grid"
              placeItems="center"
              aria-hidden
            >
              <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase">
                {item.extension}
              </Text>
            </Box>
          )}
          <Stack gap="0" minW="0">
            {/* Labels are text, never markup. */}
            <Text textStyle="sm" fontWeight="medium" overflowWrap="anywhere">
              {label}
            </Text>
            <Badge size="sm" variant="outline" alignSelf="flex-start" textTransform="uppercase">
              {item.extension}
            </Badge>
          </Stack>
        </HStack>
        <Button
          size="sm"
          colorPalette="brand"
          flexShrink={0}
          aria-label={t`Send ${label}`}
          loading={busy}
          disabled={disabled}
          onClick={onPick}
        >
          <Trans>Send</Trans>
        </Button>
      </HStack>
    </Box>
  )
}

function GroupName({ type }: { type: TChatAttachmentGroup }) {
  switch (type) {
    case 'UNIT_PLANS':
      return <Trans>Unit plans</Trans>
    case 'DOCUMENT':
      return <Trans>Documents</Trans>
    case 'BROCHURE':
      return <Trans>Brochure</Trans>
    case 'CREATIVES':
      return <Trans>Creatives</Trans>
    case 'MASTER_PLANS':
      return <Trans>Master plan</Trans>
    case 'SITE_FEEDBACK':
      return <Trans>Site feedback</Trans>
    case 'TEMPLATES':
      return <Trans>Templates</Trans>
    case 'COST_SHEETS':
      return <Trans>Cost sheets</Trans>
  }
}
