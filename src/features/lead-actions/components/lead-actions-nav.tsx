import { Button, Grid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ComponentType, MouseEvent } from 'react'
import { CalendarIcon, FlagIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons.tsx'
import { ACTION_SECTIONS, type TActionSection } from '../model/action-sections.ts'

const FOUR_COLUMNS = 'repeat(4, minmax(0, 1fr))'

const ICONS: Record<TActionSection, ComponentType> = {
  calls: PhoneIcon,
  tasks: CalendarIcon,
  visits: MapPinIcon,
  stage: FlagIcon,
}

/** Brings an action's panel into view and puts the cursor in its form's first field. */
function jumpTo(section: TActionSection) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const panel = document.getElementById(ACTION_SECTIONS[section])
    if (!panel) return
    event.preventDefault()
    panel.scrollIntoView({ block: 'start' })
    const field = panel.querySelector<HTMLElement>(
      'form input:not([type=hidden]), form select, form textarea',
    )
    field?.focus({ preventScroll: true })
  }
}

/**
 * The lead's main actions, always within reach (the workspace keeps them in its sticky header or
 * its bottom bar): each goes to its panel's form. Links, since they move within the page.
 */
export function LeadActionsNav() {
  const { t } = useLingui()
  const items: { section: TActionSection; label: string }[] = [
    { section: 'calls', label: t`Log call` },
    { section: 'tasks', label: t`Follow-up` },
    { section: 'visits', label: t`Site visit` },
    { section: 'stage', label: t`Stage` },
  ]
  return (
    // A phone gets one row of four, each icon over its name.
    <Grid
      as="nav"
      aria-label={t`Lead actions`}
      gap="2"
      templateColumns={{ base: FOUR_COLUMNS, sm: 'none' }}
      autoFlow={{ sm: 'column' }}
      justifyContent={{ sm: 'start' }}
    >
      {items.map(({ section, label }) => {
        const Icon = ICONS[section]
        return (
          <Button
            key={section}
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
            <a href={`#${ACTION_SECTIONS[section]}`} onClick={jumpTo(section)}>
              <Icon />
              {label}
            </a>
          </Button>
        )
      })}
    </Grid>
  )
}
