import { Box, chakra, Heading, Icon, Stack, VisuallyHidden } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import {
  FormIcon,
  BarChartIcon,
  BuildingIcon,
  BuildingsIcon,
  CalculatorIcon,
  CraneIcon,
  TicketIcon,
  DoorIcon,
  FileTextIcon,
  FlagIcon,
  FolderIcon,
  InboxIcon,
  LayersIcon,
  LayoutGridIcon,
  ParkingIcon,
  ReceiptIcon,
  ListChecksIcon,
  PhoneIcon,
  RefreshIcon,
  SlidersIcon,
  TableIcon,
  UserCheckIcon,
  UsersIcon,
  WalletIcon,
} from '../../../components/ui/icons.tsx'
import type { NavGroup, NavItem, TNavIcon } from '../model/nav-items.ts'

const ICONS: Record<TNavIcon, ComponentType> = {
  projects: BuildingIcon,
  sync: RefreshIcon,
  home: LayersIcon,
  leads: UsersIcon,
  tasks: ListChecksIcon,
  calls: PhoneIcon,
  agents: FlagIcon,
  weights: SlidersIcon,
  dashboard: BarChartIcon,
  analytics: LayoutGridIcon,
  reports: FileTextIcon,
  inbox: InboxIcon,
  settings: SlidersIcon,
  form: FormIcon,
  inventory: TableIcon,
  parking: ParkingIcon,
  assignment: UserCheckIcon,
  buildings: BuildingsIcon,
  units: DoorIcon,
  costSheet: CalculatorIcon,
  customers: WalletIcon,
  letters: ReceiptIcon,
  documents: FolderIcon,
  construction: CraneIcon,
  queries: TicketIcon,
}

const NavLink = chakra(Link)

function SideNavLink({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const { i18n } = useLingui()
  const label = i18n._(item.label)
  return (
    <NavLink
      to={item.to}
      activeOptions={{ exact: item.exact ?? false }}
      title={collapsed ? label : undefined}
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      minH="10"
      borderRadius="md"
      color="fg.muted"
      fontWeight="medium"
      justifyContent={collapsed ? 'center' : 'flex-start'}
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      _currentPage={{ bg: 'app.navActive', color: 'app.navActiveFg', fontWeight: 'semibold' }}
      focusVisibleRing="inside"
      focusRingColor="brand.focusRing"
    >
      <Icon as={ICONS[item.icon]} boxSize="5" flexShrink="0" />
      {collapsed ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </NavLink>
  )
}

/** The side navigation: one labelled list per area; narrowed to icons when collapsed. */
export function SideNav({ groups, collapsed }: { groups: NavGroup[]; collapsed: boolean }) {
  const { i18n, t } = useLingui()
  return (
    <Box as="nav" aria-label={t`Main`} px="2" py="4">
      <Stack gap="5">
        {groups.map((group) => {
          const headingId = `nav-area-${group.area.id}`
          const heading = i18n._(group.area.label)
          return (
            <Box key={group.area.id}>
              {collapsed ? (
                <VisuallyHidden id={headingId}>{heading}</VisuallyHidden>
              ) : (
                <Heading
                  as="h2"
                  id={headingId}
                  size="xs"
                  px="3"
                  mb="1"
                  color="fg.muted"
                  textTransform="uppercase"
                  letterSpacing="wider"
                >
                  {heading}
                </Heading>
              )}
              <Stack as="ul" gap="1" listStyleType="none" aria-labelledby={headingId}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <SideNavLink item={item} collapsed={collapsed} />
                  </li>
                ))}
              </Stack>
            </Box>
          )
        })}
      </Stack>
    </Box>
  )
}
