import { Button, Grid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ComponentType, MouseEvent } from 'react'
import { CalendarIcon, FlagIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons.tsx'
import { ACTION_SECTIONS, type TActionSection } from '../model/action-sections.ts'

/** A phone's one row: a column for each action. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS, not text
const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`

const ICONS: Record<TActionSection, ComponentType> = {
  calls: PhoneIcon,
  tasks: CalendarIcon,
  visits: MapPinIcon,
  stage: FlagIcon,
}

/**
 * Another feature's area the nav also goes to (the route composes it: features do not import each
 * other), e.g. the chat. `id` is its element's id.
 */
export interface LeadNavItem {
  id: string
  label: string
  icon: ComponentType
}

/**
 * Brings an area into view and puts the cursor in its form's first field. A field below the
 * fold (a chat's composer sits under its conversation) is brought into view too: that is what
 * the user came for.
 */
function jumpTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const panel = document.getElementById(id)
    if (!panel) return
    event.preventDefault()
    panel.scrollIntoView({ block: 'start' })
    const field = panel.querySelector<HTMLElement>(
      'form input:not([type=hidden]), form select, form textarea',
    )
    if (!field) return
    // No move when it is in view already (an action's first field, near its panel's top).
    field.scrollIntoView({ block: 'nearest' })
    field.focus({ preventScroll: true })
  }
}

/**
 * The lead's main actions, always within reach (the workspace keeps them in its sticky header or
 * its bottom bar): each goes to its panel's form. Links, since they move within the page.
 */
export function LeadActionsNav({ extraItems = [] }: { extraItems?: readonly LeadNavItem[] }) {
  const { t } = useLingui()
  const own: { section: TActionSection; label: string }[] = [
    { section: 'calls', label: t`Log call` },
    { section: 'tasks', label: t`Follow-up` },
    { section: 'visits', label: t`Site visit` },
    { section: 'stage', label: t`Stage` },
  ]
  const items: LeadNavItem[] = [
    ...own.map(({ section, label }) => ({
      id: ACTION_SECTIONS[section],
      label,
      icon: ICONS[section],
    })),
    ...extraItems,
  ]
  return (
    // A phone gets one row, each icon over its name.
    <Grid
      as="nav"
      aria-label={t`Lead actions`}
      gap="2"
      templateColumns={{ base: columns(items.length), sm: 'none' }}
      autoFlow={{ sm: 'column' }}
      justifyContent={{ sm: 'start' }}
    >
      {items.map(({ id, label, icon: Icon }) => {
        return (
          <Button
            key={id}
            asChild
            size="sm"
            variant="subtle"
            colorPalette="brand"
            flexDirection={{ base: 'column', sm: 'row' }}
            h={{ base: 'auto', sm: '8' }}
            py={{ base: '1', sm: '0' }}
            gap={{ base: '0.5', sm: '2' }}
            textStyle={{ base: 'xs', sm: 'sm' }}
            whiteSpace={{ base: 'normal', sm: 'nowrap' }}
          >
            <a href={`#${id}`} onClick={jumpTo(id)}>
              <Icon />
              {label}
            </a>
          </Button>
        )
      })}
    </Grid>
  )
}
