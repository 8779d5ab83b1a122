import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PartUploadState } from '../../lib/part-upload.ts'
import { validationText } from '../../lib/messages.ts'

export interface UploadProgressProps {
  state: PartUploadState
  /** The file's name, in the bar's label. */
  fileName: string
  onResume: () => void
}

/**
 * A file's upload in parts (decision 0056): its progress bar, paused with "Resume" when the
 * connection dropped (it also resumes by itself when back online), or why it was refused.
 */
export function UploadProgress({ state, fileName, onResume }: UploadProgressProps) {
  const { t, i18n } = useLingui()
  if (state.status === 'idle') return null
  if (state.status === 'rejected')
    return (
      <Text role="alert" textStyle="sm" color="fg.error">
        {`${fileName}: ${validationText(state.message, i18n)}`}
      </Text>
    )
  const fraction = state.status === 'done' ? 1 : state.status === 'checking' ? 0 : state.fraction
  const percent = Math.round(fraction * 100)
  const label = t`Uploading ${fileName}`
  return (
    <Stack gap="1">
      <Progress.Root
        value={percent}
        max={100}
        size="sm"
        colorPalette={state.status === 'paused' ? 'orange' : 'brand'}
      >
        <HStack justify="space-between" gap="3">
          <Progress.Label textStyle="sm" truncate>
            {fileName}
          </Progress.Label>
          <Progress.ValueText />
        </HStack>
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {state.status === 'paused' ? (
        <HStack gap="3" wrap="wrap" role="status">
          <Text textStyle="sm">
            <Trans>
              The connection dropped at {percent}%. What arrived is kept; the upload goes on when
              you are back online.
            </Trans>
          </Text>
          <Button size="xs" variant="outline" onClick={onResume}>
            <Trans>Resume upload</Trans>
          </Button>
        </HStack>
      ) : state.status === 'done' ? (
        <Text textStyle="sm" role="status">
          <Trans>Uploaded and checked</Trans>
        </Text>
      ) : null}
    </Stack>
  )
}
