import { createIcon } from '@chakra-ui/react'

// Stroke icons drawn on a 24px grid; decorative, so each use sits beside a visible or aria label.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export const BellIcon = createIcon({
  displayName: 'BellIcon',
  path: (
    <g {...stroke}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </g>
  ),
})

export const BuildingIcon = createIcon({
  displayName: 'BuildingIcon',
  path: (
    <g {...stroke}>
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <path d="M9 22v-4h6v4M8 6h.01M16 6h.01M12 6h.01M12 10h.01M12 14h.01M16 10h.01M16 14h.01M8 10h.01M8 14h.01" />
    </g>
  ),
})

export const InboxIcon = createIcon({
  displayName: 'InboxIcon',
  path: (
    <g {...stroke}>
      <path d="M22 12h-6l-2 3h-4l-2-3H2" />
      <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11Z" />
    </g>
  ),
})

export const ChevronsLeftIcon = createIcon({
  displayName: 'ChevronsLeftIcon',
  path: <path {...stroke} d="m11 17-5-5 5-5M18 17l-5-5 5-5" />,
})

export const ChevronsRightIcon = createIcon({
  displayName: 'ChevronsRightIcon',
  path: <path {...stroke} d="m6 17 5-5-5-5M13 17l5-5-5-5" />,
})

export const RotateIcon = createIcon({
  displayName: 'RotateIcon',
  path: (
    <g {...stroke}>
      <rect x="3" y="8" width="18" height="12" rx="2" />
      <path d="M8 4h5a4 4 0 0 1 4 4M15 2l2 2-2 2" />
    </g>
  ),
})

export const CheckIcon = createIcon({
  displayName: 'CheckIcon',
  path: <path {...stroke} d="M20 6 9 17l-5-5" />,
})

export const LayersIcon = createIcon({
  displayName: 'LayersIcon',
  path: (
    <g {...stroke}>
      <path d="m12 2 10 5-10 5L2 7l10-5Z" />
      <path d="m2 17 10 5 10-5M2 12l10 5 10-5" />
    </g>
  ),
})

export const SlidersIcon = createIcon({
  displayName: 'SlidersIcon',
  path: (
    <g {...stroke}>
      <path d="M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6" />
    </g>
  ),
})

export const LogOutIcon = createIcon({
  displayName: 'LogOutIcon',
  path: <path {...stroke} d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
})

export const PhoneIcon = createIcon({
  displayName: 'PhoneIcon',
  path: (
    <path
      {...stroke}
      d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z"
    />
  ),
})

export const CalendarIcon = createIcon({
  displayName: 'CalendarIcon',
  path: (
    <g {...stroke}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </g>
  ),
})

export const MapPinIcon = createIcon({
  displayName: 'MapPinIcon',
  path: (
    <g {...stroke}>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
      <circle cx="12" cy="10" r="3" />
    </g>
  ),
})

export const FlagIcon = createIcon({
  displayName: 'FlagIcon',
  path: <path {...stroke} d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1zM4 22v-7" />,
})

export const UsersIcon = createIcon({
  displayName: 'UsersIcon',
  path: (
    <g {...stroke}>
      <circle cx="9" cy="7" r="4" />
      <path d="M2 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2M16 3.1a4 4 0 0 1 0 7.8M22 21v-2a4 4 0 0 0-3-3.9" />
    </g>
  ),
})

export const ListChecksIcon = createIcon({
  displayName: 'ListChecksIcon',
  path: <path {...stroke} d="m3 7 2 2 4-4M3 17l2 2 4-4M13 6h8M13 12h8M13 18h8" />,
})

export const RefreshIcon = createIcon({
  displayName: 'RefreshIcon',
  path: (
    <path
      {...stroke}
      d="M3 12a9 9 0 0 1 15.5-6.3L21 8M21 3v5h-5M21 12a9 9 0 0 1-15.5 6.3L3 16M3 21v-5h5"
    />
  ),
})

export const BarChartIcon = createIcon({
  displayName: 'BarChartIcon',
  path: <path {...stroke} d="M3 3v18h18M8 17v-5M13 17V7M18 17v-8" />,
})

export const LayoutGridIcon = createIcon({
  displayName: 'LayoutGridIcon',
  path: (
    <g {...stroke}>
      <rect x="3" y="3" width="7" height="9" rx="1" />
      <rect x="14" y="3" width="7" height="5" rx="1" />
      <rect x="14" y="12" width="7" height="9" rx="1" />
      <rect x="3" y="16" width="7" height="5" rx="1" />
    </g>
  ),
})

export const FileTextIcon = createIcon({
  displayName: 'FileTextIcon',
  path: (
    <path
      {...stroke}
      d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5"
    />
  ),
})

export const FormIcon = createIcon({
  displayName: 'FormIcon',
  path: (
    <g {...stroke}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M7 8h10M7 12h10M7 16h6" />
    </g>
  ),
})

export const GripIcon = createIcon({
  displayName: 'GripIcon',
  path: (
    <g {...stroke}>
      <path d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" />
    </g>
  ),
})

export const ArrowUpIcon = createIcon({
  displayName: 'ArrowUpIcon',
  path: (
    <g {...stroke}>
      <path d="m5 12 7-7 7 7M12 19V5" />
    </g>
  ),
})

export const ArrowDownIcon = createIcon({
  displayName: 'ArrowDownIcon',
  path: (
    <g {...stroke}>
      <path d="M12 5v14M19 12l-7 7-7-7" />
    </g>
  ),
})

export const TableIcon = createIcon({
  displayName: 'TableIcon',
  path: (
    <g {...stroke}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 9h18M3 15h18M9 3v18M15 3v18" />
    </g>
  ),
})

/** Parking: a "P" sign. */
export const ParkingIcon = createIcon({
  displayName: 'ParkingIcon',
  path: (
    <g {...stroke}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M9 17V7h4a3 3 0 0 1 0 6H9" />
    </g>
  ),
})

/** Buildings: a tower beside a lower block. */
export const BuildingsIcon = createIcon({
  displayName: 'BuildingsIcon',
  path: (
    <g {...stroke}>
      <path d="M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18Z" />
      <path d="M6 12H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2M18 9h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2M10 6h4M10 10h4M10 14h4M10 18h4" />
    </g>
  ),
})

/** User assignment: a person with a tick. */
export const UserCheckIcon = createIcon({
  displayName: 'UserCheckIcon',
  path: (
    <g {...stroke}>
      <circle cx="9" cy="7" r="4" />
      <path d="M2 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2M16 11l2 2 4-4" />
    </g>
  ),
})

/** Units: a door. */
export const DoorIcon = createIcon({
  displayName: 'DoorIcon',
  path: (
    <g {...stroke}>
      <path d="M13 4h3a2 2 0 0 1 2 2v14M2 20h3M13 20h9M10 12v.01" />
      <path d="M13 4.56v16.16a1 1 0 0 1-1.24.97L5 20V5.56a2 2 0 0 1 1.52-1.94l4-1A2 2 0 0 1 13 4.56Z" />
    </g>
  ),
})

/** Chat: a speech bubble. */
export const MessageIcon = createIcon({
  displayName: 'MessageIcon',
  path: <path {...stroke} d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
})

/** Cost sheet: a calculator. */
export const CalculatorIcon = createIcon({
  displayName: 'CalculatorIcon',
  path: (
    <g {...stroke}>
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <path d="M8 6h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15v4M8 19h.01M12 19h.01" />
    </g>
  ),
})

/** Common documents: a folder. */
export const FolderIcon = createIcon({
  displayName: 'FolderIcon',
  path: (
    <path
      {...stroke}
      d="M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z"
    />
  ),
})

/** Construction progress: a crane. */
export const CraneIcon = createIcon({
  displayName: 'CraneIcon',
  path: (
    <g {...stroke}>
      <path d="M6 22V4l-3 4h18M6 4l5 4M18 8v5M16 13h4M4 22h6" />
    </g>
  ),
})

/** Customer queries: a ticket with a torn edge. */
export const TicketIcon = createIcon({
  displayName: 'TicketIcon',
  path: (
    <g {...stroke}>
      <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4z" />
      <path d="M13 5v2M13 11v2M13 17v2" />
    </g>
  ),
})

/** Post-sales customers: a wallet (their payments). */
export const WalletIcon = createIcon({
  displayName: 'WalletIcon',
  path: (
    <g {...stroke}>
      <path d="M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1" />
      <path d="M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4" />
    </g>
  ),
})

/** Receipts and letters: a receipt. */
export const ReceiptIcon = createIcon({
  displayName: 'ReceiptIcon',
  path: (
    <g {...stroke}>
      <path d="M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1Z" />
      <path d="M16 8h-6a2 2 0 1 0 0 4h4a2 2 0 1 1 0 4H8M12 17.5v-11" />
    </g>
  ),
})
