import { Badge, Box, Button, HStack, Image, Link, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { TContentFile } from '../../../../contract/project-content.ts'
import { fileHref } from '../../../lib/upload.ts'

/** A content file: its picture (or PDF mark), its label, a link to open it, and its actions. */
export function FileCard({
  file,
  detail,
  actions,
}: {
  file: TContentFile
  detail?: ReactNode
  actions?: ReactNode
}) {
  const { t } = useLingui()
  const label = file.labelName
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderColor={file.selected ? 'brand.solid' : 'app.border'}
      borderRadius="l2"
      p="2"
      minW="0"
    >
      {file.thumbnail ? (
        <Image
          src={fileHref(file.thumbnail)}
          alt={t`${label}, picture`}
          aspectRatio={3 / 2}
          objectFit="cover"
          borderRadius="l1"
          w="full"
          loading="lazy"
        />
      ) : (
        <Box
          aspectRatio={3 / 2}
          display="grid"
          placeItems="center"
          bg="bg.muted"
          borderRadius="l1"
          fontWeight="semibold"
          aria-hidden="true"
        >
          PDF
        </Box>
      )}
      <Text fontWeight="medium" lineClamp={2} wordBreak="break-word">
        {label}
      </Text>
      {detail}
      <HStack gap="2" wrap="wrap">
        <Link href={fileHref(file.fileUrl)} target="_blank" rel="noopener" color="brand.fg">
          {file.fileExtension === 'pdf' ? <Trans>Open PDF</Trans> : <Trans>Open</Trans>}
        </Link>
        {file.selected && file.kind === 'creative' ? (
          <Badge colorPalette="brand" variant="subtle">
            <Trans>Selected</Trans>
          </Badge>
        ) : null}
        {actions}
      </HStack>
    </Stack>
  )
}

/** The button that asks before deleting an item. */
export function DeleteButton({
  label,
  disabled,
  onClick,
}: {
  label: string
  disabled: boolean
  onClick: () => void
}) {
  return (
    <Button
      size="xs"
      variant="ghost"
      colorPalette="red"
      disabled={disabled}
      aria-label={label}
      onClick={onClick}
    >
      <Trans>Delete</Trans>
    </Button>
  )
}
