import { Box, Flex, HStack, IconButton, Separator } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ChevronsLeftIcon, ChevronsRightIcon } from '../../../components/ui/icons.tsx'
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/ui/skip-link.tsx'
import { useMediaQuery } from '../../../components/ui/use-media-query.ts'
import type { NavGroup } from '../model/nav-items.ts'
import { useNavCollapsed } from '../model/use-nav-collapsed.ts'
import { BrandMark } from './brand-mark.tsx'
import { DisplaySettings } from './display-settings.tsx'
import { SideNav } from './side-nav.tsx'

const HEADER_HEIGHT = '14'
// Below this the navigation starts narrowed to icons, leaving a tablet's width to the screen:
// a 1024 px tablet in landscape too, where the lead's workspace needs it for two columns.
const WIDE_SCREEN = '(min-width: 1280px)'
const BELOW_HEADER = `calc(100dvh - var(--chakra-sizes-${HEADER_HEIGHT}))`

export interface AppShellProps {
  navGroups: NavGroup[]
  /** Beside the brand: the chosen-project selector. */
  context?: ReactNode
  /** At the end of the header: organisation switcher, sign-out. */
  account?: ReactNode
  children: ReactNode
}

/** The signed-in layout: header, collapsible side navigation, and the screen in <main>. */
export function AppShell({ navGroups, context, account, children }: AppShellProps) {
  const { t } = useLingui()
  const wide = useMediaQuery(WIDE_SCREEN)
  const [collapsed, setCollapsed] = useNavCollapsed(!wide)

  return (
    // The header's height, for what sticks below it (components/ui/workspace.tsx).
    <Flex
      direction="column"
      minH="100dvh"
      css={{ '--app-header-height': `var(--chakra-sizes-${HEADER_HEIGHT})` }}
    >
      <SkipLink />
      <Flex
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        h={HEADER_HEIGHT}
        px={{ base: '2', sm: '3', md: '4' }}
        gap={{ base: '2', sm: '3' }}
        align="center"
        bg="app.surface"
        borderBottomWidth="1px"
        borderColor="app.border"
      >
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={collapsed ? t`Expand navigation` : t`Collapse navigation`}
          aria-expanded={!collapsed}
          aria-controls="side-navigation"
          onClick={() => setCollapsed(!collapsed)}
        >
          {collapsed ? <ChevronsRightIcon /> : <ChevronsLeftIcon />}
        </IconButton>
        <BrandMark hideNameBelow="lg" />
        <Separator orientation="vertical" h="6" display={{ base: 'none', sm: 'block' }} />
        <Box flex="1" minW="16" maxW="64">
          {context}
        </Box>
        {/* May shrink on a phone: the organisation's name gives way (truncated) first. */}
        <HStack gap={{ base: '1', sm: '2' }} ms="auto" flexShrink="1" minW="0">
          <DisplaySettings compact={!wide} />
          {account}
        </HStack>
      </Flex>
      <Flex flex="1" minH="0">
        <Box
          id="side-navigation"
          as="aside"
          flexShrink="0"
          w={collapsed ? '16' : '60'}
          bg="app.surface"
          borderEndWidth="1px"
          borderColor="app.border"
          position="sticky"
          top={HEADER_HEIGHT}
          alignSelf="flex-start"
          h={BELOW_HEADER}
          overflowY="auto"
          transitionProperty="width"
          transitionDuration="fast"
        >
          <SideNav groups={navGroups} collapsed={collapsed} />
        </Box>
        <Box
          as="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          flex="1"
          minW="0"
          px={{ base: '4', md: '6', xl: '8' }}
          py="6"
          _focusVisible={{ outline: 'none' }}
        >
          {children}
        </Box>
      </Flex>
    </Flex>
  )
}
