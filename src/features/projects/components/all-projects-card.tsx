import { Badge, Card, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { ChooseProjectButton } from './choose-project-button.tsx'
import { LayersIcon } from '../../../components/ui/icons.tsx'

/** "All projects" is a choice like any project: lead screens then show every project's leads. */
export function AllProjectsCard({
  projectCount,
  chosen,
  onChoose,
}: {
  projectCount: number
  chosen: boolean
  onChoose: () => void
}) {
  return (
    <Card.Root
      as="article"
      aria-labelledby="project-all"
      variant="outline"
      bg="app.surface"
      borderColor={chosen ? 'brand.solid' : 'app.border'}
      borderWidth={chosen ? '2px' : '1px'}
    >
      <Card.Body gap="3">
        <HStack gap="3" align="flex-start">
          <Icon as={LayersIcon} boxSize="10" color="brand.fg" />
          <Stack gap="1" flex="1">
            <Heading as="h2" size="md" id="project-all">
              <Trans>All projects</Trans>
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              <Plural
                value={projectCount}
                one="Work across your # project at once."
                other="Work across all your # projects at once."
              />
            </Text>
          </Stack>
          {chosen && (
            <Badge colorPalette="brand" variant="solid">
              <Trans>Chosen</Trans>
            </Badge>
          )}
        </HStack>
      </Card.Body>
      <Card.Footer>
        <ChooseProjectButton chosen={chosen} onChoose={onChoose}>
          <Trans>Work on all projects</Trans>
        </ChooseProjectButton>
      </Card.Footer>
    </Card.Root>
  )
}
