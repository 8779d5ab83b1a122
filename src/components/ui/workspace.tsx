import { Box } from '@chakra-ui/react'
import { useEffect, useRef, type ReactNode } from 'react'

/** The offset a sticky element below the app header and a workspace's header keeps. */
export const BELOW_WORKSPACE_HEADER =
  'calc(var(--app-header-height, 0px) + var(--workspace-header-height, 0px) + 0.75rem)'

/* eslint-disable lingui/no-unlocalized-strings -- CSS, not text */
// Two columns once the workspace itself (not the window: the navigation takes its share) has room
// for the details beside the actions; below that one column and a sticky bar of actions.
const WIDE = '@container (min-width: 56rem)'

const BODY_STYLES = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '6',
  alignItems: 'start',
  [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(22rem, 26rem)' },
} as const

const ONLY_WIDE = { display: 'none', [WIDE]: { display: 'block' } } as const
const ONLY_NARROW = { display: 'block', [WIDE]: { display: 'none' } } as const
const BELOW_APP_HEADER = 'var(--app-header-height, 0px)'
/* eslint-enable lingui/no-unlocalized-strings */

export interface WorkspaceProps {
  /** Who or what this is, and what can be done: stays in view while the page scrolls. */
  header: ReactNode
  /** The main actions: in the header when wide, in a bar stuck to the bottom when narrow. */
  quickActions?: ReactNode
  /** The details, in the first column. */
  children: ReactNode
  /** The actions' own area: beside the details when wide, after them when narrow. */
  aside?: ReactNode
}

/**
 * A record's workspace: a sticky header, the details and, beside them on a wide screen, the
 * actions. The header's height is published as `--workspace-header-height`, so sections that are
 * jumped to (`scrollMarginTop={BELOW_WORKSPACE_HEADER}`) land below it.
 */
export function Workspace({ header, quickActions, children, aside }: WorkspaceProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const headerRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const root = rootRef.current
    const head = headerRef.current
    if (!root || !head || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--workspace-header-height', `${head.offsetHeight}px`)
    })
    observer.observe(head)
    return () => observer.disconnect()
  }, [])

  return (
    <Box ref={rootRef} css={{ containerType: 'inline-size' }}>
      <Box
        ref={headerRef}
        // A phone keeps its height for reading; its actions stay in the bottom bar.
        position={{ base: 'static', sm: 'sticky' }}
        top={BELOW_APP_HEADER}
        zIndex="docked"
        bg="app.canvas"
        // The main's padding above, so nothing scrolls by in the gap over the header.
        mt="-6"
        pt="4"
        pb="3"
        mb="3"
        borderBottomWidth="1px"
        borderColor="app.border"
      >
        {header}
        {quickActions && (
          <Box css={ONLY_WIDE} mt="3">
            {quickActions}
          </Box>
        )}
      </Box>
      <Box css={BODY_STYLES}>
        <Box minW="0">{children}</Box>
        {aside && <Box minW="0">{aside}</Box>}
      </Box>
      {quickActions && (
        <Box
          css={ONLY_NARROW}
          position="sticky"
          bottom="0"
          zIndex="docked"
          mt="4"
          mx={{ base: '-4', md: '-6', xl: '-8' }}
          mb="-6"
          px={{ base: '4', md: '6', xl: '8' }}
          py="2"
          bg="app.surface"
          borderTopWidth="1px"
          borderColor="app.border"
          boxShadow="md"
        >
          {quickActions}
        </Box>
      )}
    </Box>
  )
}
