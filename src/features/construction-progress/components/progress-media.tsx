import { Box, Image, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TUploadedFile } from '../../../../contract/post-sales-files.ts'
import { fileHref } from '../../../lib/upload.ts'

/**
 * An entry's media: images as images, videos playable. HEIC photos open as files: browsers other
 * than Safari cannot draw them.
 */
export function ProgressMedia({ title, media }: { title: string; media: TUploadedFile[] }) {
  const { t } = useLingui()
  if (media.length === 0) return null
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
      {media.map((file, i) => {
        const n = i + 1
        const href = fileHref(file.url)
        return (
          <Box key={file.uploadId} borderRadius="l2" overflow="hidden" bg="bg.muted" minW="0">
            {file.kind === 'video' ? (
              <video
                src={href}
                controls
                preload="metadata"
                aria-label={t`${title}, video ${n}`}
                style={{ width: '100%', aspectRatio: '16 / 9', display: 'block' }}
              />
            ) : file.fileType === 'heic' ? (
              <Box p="4" aspectRatio={16 / 9} display="grid" placeItems="center">
                <Link href={href} target="_blank" rel="noopener" color="brand.fg">
                  <Trans>Open HEIC photo {n}</Trans>
                </Link>
              </Box>
            ) : (
              <Image
                src={href}
                alt={t`${title}, photo ${n}`}
                aspectRatio={16 / 9}
                objectFit="cover"
                w="full"
                loading="lazy"
              />
            )}
            <Text textStyle="xs" color="fg.muted" px="2" py="1" truncate>
              {file.fileName}
            </Text>
          </Box>
        )
      })}
    </SimpleGrid>
  )
}
