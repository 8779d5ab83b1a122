import { Box, chakra, Container, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
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

/** Public pages (start, legal, request a demo): brand, language and theme, and the legal footer. */
export function PublicLayout({ children, maxW = '3xl' }: { children: ReactNode; maxW?: string }) {
  const { t } = useLingui()
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
                <li>
                  <FooterLink to="/terms-conditions">
                    <Trans>Terms and conditions</Trans>
                  </FooterLink>
                </li>
                <li>
                  <FooterLink to="/privacy-policy">
                    <Trans>Privacy policy</Trans>
                  </FooterLink>
                </li>
                <li>
                  <FooterLink to="/master-service-agreement">
                    <Trans>Master service agreement</Trans>
                  </FooterLink>
                </li>
                <li>
                  <FooterLink to="/cookie-policy">
                    <Trans>Cookie policy</Trans>
                  </FooterLink>
                </li>
                <li>
                  <FooterLink to="/demo-request">
                    <Trans>Request a demo</Trans>
                  </FooterLink>
                </li>
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
