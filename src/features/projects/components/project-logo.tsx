import { Avatar } from '@chakra-ui/react'
import { initials } from '../model/initials.ts'

/** The project's logo, or its initials when it has none or the image fails to load. */
export function ProjectLogo({ name, logo }: { name: string; logo: string | null }) {
  return (
    <Avatar.Root shape="rounded" size="lg" colorPalette="brand" variant="subtle">
      <Avatar.Fallback aria-hidden="true">{initials(name)}</Avatar.Fallback>
      {logo && <Avatar.Image src={logo} alt="" />}
    </Avatar.Root>
  )
}
