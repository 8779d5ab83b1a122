import { Button, HStack, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { ZChatPayload } from '../../../../contract/chat.ts'
import { FormField } from '../../../components/ui/form-field.tsx'

/** The contract's own text of a text message: trimmed, 1 to CHAT_TEXT_MAX characters. */
const ZComposer = z.object({
  text: ZChatPayload.options[0].shape.text,
})
type TComposer = z.input<typeof ZComposer>

/** Writing a text message: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ onSend }: { onSend: (text: string) => Promise<boolean> }) {
  const { t } = useLingui()
  const form = useForm<TComposer, unknown, z.output<typeof ZComposer>>({
    resolver: zodResolver(ZComposer),
    defaultValues: { text: '' },
  })
  const submit = form.handleSubmit(async ({ text }) => {
    if (await onSend(text)) form.reset({ text: '' })
  })
  const error = form.formState.errors.text
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <HStack align="flex-end" gap="2">
        <FormField label={<Trans>Message</Trans>} error={error}>
          <Textarea
            {...form.register('text')}
            rows={2}
            autoresize
            maxH="8rem"
            // Jumped to from the lead's actions: clear of their bar at the bottom of a narrow
            // screen.
            scrollMarginBottom="6rem"
            placeholder={t`Write a message`}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault()
                void submit()
              }
            }}
          />
        </FormField>
        <Button type="submit" loading={form.formState.isSubmitting}>
          <Trans>Send</Trans>
        </Button>
      </HStack>
    </form>
  )
}
