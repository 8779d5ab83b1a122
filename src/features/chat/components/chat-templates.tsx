import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { TChatPayload, TChatTemplate } from '../../../../contract/chat.ts'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { isUnreachable, userMessage } from '../../../lib/http.ts'
import { useChatTemplates } from '../api/chat-templates.ts'

/** The message a template sends: the server fills it again when it is sent (decision 0046). */
export function templatePayload(template: TChatTemplate): TChatPayload {
  return {
    type: 'template',
    templateId: template.id,
    name: template.templateName,
    variables: template.variables.map((v) => v.value),
    text: template.text,
  }
}

/**
 * The lead's WhatsApp templates, filled for it and the user, each sent with one press through
 * the same outbox as a written message (offline too: the list is the worker's stored copy).
 * Read as soon as the chat is shown, so the copy is there before the network goes.
 */
export function ChatTemplates({
  leadId,
  userId,
  onSend,
}: {
  leadId: string
  userId: string
  onSend: (payload: TChatPayload) => Promise<boolean>
}) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const [sending, setSending] = useState<string | null>(null)
  const query = useChatTemplates(leadId, userId, true)
  const listId = useId()

  async function send(template: TChatTemplate) {
    setSending(template.id)
    const sent = await onSend(templatePayload(template))
    setSending(null)
    if (sent) setOpen(false)
  }

  let body = null
  if (open) {
    if (query.isPending) {
      body = (
        <Text textStyle="sm" color="fg.muted">
          <Trans>Loading templates…</Trans>
        </Text>
      )
    } else if (query.isError) {
      const message = isUnreachable(query.error)
        ? t`Unable to connect to the server, please try again`
        : userMessage(query.error, i18n)
      body = (
        <ErrorState
          message={message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )
    } else if (query.data.items.length === 0) {
      body = (
        <Text textStyle="sm" color="fg.muted">
          <Trans>No templates for this lead yet.</Trans>
        </Text>
      )
    } else {
      body = (
        <Stack as="ul" listStyleType="none" gap="2" maxH="16rem" overflowY="auto" pe="1">
          {query.data.items.map((template) => {
            const name = template.templateName
            return (
              <Box
                as="li"
                key={template.id}
                p="2"
                borderWidth="1px"
                borderColor="app.border"
                borderRadius="l2"
                data-testid="chat-template"
              >
                <HStack justify="space-between" align="flex-start" gap="2">
                  <Stack gap="1" minW="0">
                    <Text textStyle="sm" fontWeight="semibold">
                      {name}
                    </Text>
                    {/* The lead's name and the rest are text, never markup. */}
                    <Text textStyle="xs" color="fg.muted" whiteSpace="pre-wrap">
                      {template.text}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    variant="subtle"
                    colorPalette="brand"
                    aria-label={t`Send ${name}`}
                    loading={sending === template.id}
                    disabled={sending !== null}
                    onClick={() => void send(template)}
                  >
                    <Trans>Send</Trans>
                  </Button>
                </HStack>
              </Box>
            )
          })}
        </Stack>
      )
    }
  }

  return (
    <Stack gap="2">
      <HStack>
        <Button
          size="sm"
          variant="subtle"
          colorPalette="brand"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? <Trans>Hide templates</Trans> : <Trans>Templates</Trans>}
        </Button>
      </HStack>
      <Box id={listId} hidden={!open}>
        {body}
      </Box>
    </Stack>
  )
}
