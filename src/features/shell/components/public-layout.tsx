import { Box, chakra, Container, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx'
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/ui/skip-link.tsx'
import { ThemeSwitch } from '../../../components/ui/theme-switch.tsx'
import { PRODUCT_NAME } from '../../../lib/brand.ts'
import { BrandMark } from './brand-mark.tsx'

const FooterLink = chakra(Link, {
  base: {
    color: 'fg.muted',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _hover: { color: 'fg' },
    focusVisibleRing: 'outside',
    borderRadius: 'xs',
  },
})

const FOOTER_LINKS = [
  { to: '/terms-conditions', label: msg`Terms and conditions` },
  { to: '/privacy-policy', label: msg`Privacy policy` },
  { to: '/master-service-agreement', label: msg`Master service agreement` },
  { to: '/cookie-policy', label: msg`Cookie policy` },
  { to: '/demo-request', label: msg`Request a demo` },
] as const satisfies readonly { to: NonNullable<LinkProps['to']>; label: MessageDescriptor }[]

/** Public pages (start, legal, request a demo): brand, language and theme, and the legal footer. */
export function PublicLayout({ children, maxW = '3xl' }: { children: ReactNode; maxW?: string }) {
  const { t, i18n } = useLingui()
  const year = new Date().getFullYear()
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Box as="header" bg="app.surface" borderBottomWidth="1px" borderColor="app.border">
        <Container maxW="5xl" py="3">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <chakra.a
              asChild
              borderRadius="sm"
              focusVisibleRing="outside"
              aria-label={t`${PRODUCT_NAME} home`}
            >
              <Link to="/">
                <BrandMark />
              </Link>
            </chakra.a>
            <HStack gap="2">
              <LanguageSwitch />
              <ThemeSwitch />
            </HStack>
          </HStack>
        </Container>
      </Box>
      <Container
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        flex="1"
        maxW={maxW}
        py={{ base: '8', md: '12' }}
        _focusVisible={{ outline: 'none' }}
      >
        {children}
      </Container>
      <Box as="footer" borderTopWidth="1px" borderColor="app.border" bg="app.surface">
        <Container maxW="5xl" py="6">
          <Stack gap="3" direction={{ base: 'column', md: 'row' }} justify="space-between">
            <Box as="nav" aria-label={t`Legal`}>
              <HStack as="ul" listStyleType="none" gap="4" wrap="wrap" fontSize="sm">
                {FOOTER_LINKS.map((link) => (
                  <li key={link.to}>
                    <FooterLink to={link.to}>{i18n._(link.label)}</FooterLink>
                  </li>
                ))}
              </HStack>
            </Box>
            <Text fontSize="sm" color="fg.muted">
              © {year} {PRODUCT_NAME}
            </Text>
          </Stack>
        </Container>
      </Box>
    </Flex>
  )
}
