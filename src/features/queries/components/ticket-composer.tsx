import { Button, CloseButton, HStack, Stack, Tag, Text, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import {
  TICKET_COMMENT_MAX,
  TICKET_FILE_TYPES,
  TICKET_MESSAGES,
} from '../../../../contract/tickets.ts'
import { acceptAttribute, tooLongMessage } from '../../../../contract/validators.ts'
import { FormField } from '../../../components/ui/form-field.tsx'
import { validationText } from '../../../lib/messages.ts'
import { checkChosenFile, tooManyFiles } from '../model/chosen-files.ts'
import type { ChosenFile } from '../offline/queue.ts'

export interface TicketComposerProps {
  /** Saves the comment (to the outbox); false when it could not be saved. */
  onSend: (text: string, files: readonly ChosenFile[]) => Promise<boolean>
}

/**
 * Writing a comment with up to five files (jpg, png, heic, pdf, mp4 under 25 MB), each judged by
 * its bytes when picked. Nothing typed or picked is lost when it cannot be sent.
 */
export function TicketComposer({ onSend }: TicketComposerProps) {
  const { t, i18n } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [files, setFiles] = useState<ChosenFile[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function pick(list: FileList | null) {
    const picked = [...(list ?? [])]
    if (input.current) input.current.value = ''
    if (picked.length === 0) return
    if (tooManyFiles(files.length + picked.length)) {
      setFileProblem(TICKET_MESSAGES.tooManyFiles)
      return
    }
    const checks = await Promise.all(picked.map(checkChosenFile))
    const refused = checks.find((c) => !c.ok)
    setFileProblem(
      refused && !refused.ok ? `${refused.name}: ${validationText(refused.message, i18n)}` : null,
    )
    setFiles((held) => [...held, ...checks.flatMap((c) => (c.ok ? [c.file] : []))])
  }

  async function submit() {
    const trimmed = text.trim()
    if (!trimmed && files.length === 0) return setProblem(TICKET_MESSAGES.commentEmpty)
    if (trimmed.length > TICKET_COMMENT_MAX) return setProblem(tooLongMessage(TICKET_COMMENT_MAX))
    setProblem(null)
    setSending(true)
    const saved = await onSend(trimmed, files)
    setSending(false)
    if (saved) {
      setText('')
      setFiles([])
      setFileProblem(null)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Stack gap="2">
        <FormField
          label={<Trans>Comment</Trans>}
          error={problem ? { message: problem } : undefined}
        >
          <Textarea
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            rows={2}
            autoresize
            maxH="10rem"
            placeholder={t`Write a comment`}
          />
        </FormField>
        {files.length > 0 && (
          <HStack as="ul" gap="2" wrap="wrap" aria-label={t`Files to send`}>
            {files.map((file, i) => {
              const name = file.fileName
              return (
                <Tag.Root as="li" key={`${file.fileName}-${i}`} size="lg" maxW="100%">
                  <Tag.Label>{file.fileName}</Tag.Label>
                  <Tag.EndElement>
                    <CloseButton
                      size="2xs"
                      aria-label={t`Remove ${name}`}
                      onClick={() => setFiles((held) => held.filter((_, j) => j !== i))}
                    />
                  </Tag.EndElement>
                </Tag.Root>
              )
            })}
          </HStack>
        )}
        {fileProblem && (
          <Text role="alert" color="fg.error" textStyle="sm">
            {fileProblem}
          </Text>
        )}
        <HStack gap="2" justify="flex-end" wrap="wrap">
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={acceptAttribute(TICKET_FILE_TYPES)}
            aria-label={t`Attach files`}
            onChange={(event) => void pick(event.currentTarget.files)}
          />
          <Button variant="outline" onClick={() => input.current?.click()}>
            <Trans>Attach files</Trans>
          </Button>
          <Button type="submit" loading={sending}>
            <Trans>Send</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
