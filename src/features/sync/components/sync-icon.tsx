import { createIcon } from '@chakra-ui/react'

/** Two arrows chasing each other: changes going to the server and coming back confirmed. */
export const SyncIcon = createIcon({
  displayName: 'SyncIcon',
  path: (
    <g
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M21 12a9 9 0 0 0-15.5-6.2L3 8.3" />
      <path d="M3 3v5.3h5.3" />
      <path d="M3 12a9 9 0 0 0 15.5 6.2L21 15.7" />
      <path d="M21 21v-5.3h-5.3" />
    </g>
  ),
})
