import { Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { LegalDocument, LegalItem, LegalList, LegalSection } from './legal-document.tsx'

export function CookiePolicy() {
  return (
    <LegalDocument
      title={<Trans>Cookie policy</Trans>}
      summary={
        <Trans>
          SiteOffice uses no advertising or analytics cookies and no third-party trackers. It keeps
          on your device only what it needs to work, including offline. This page lists what that
          is.
        </Trans>
      }
    >
      <LegalSection title={<Trans>Local storage</Trans>}>
        <LegalList>
          <LegalItem>
            <Trans>Your language, theme and the width of the side navigation.</Trans>
          </LegalItem>
          <LegalItem>
            <Trans>The project you chose to work on.</Trans>
          </LegalItem>
          <LegalItem>
            <Trans>
              A random device identifier, sent with each request so that the server can tell your
              devices apart and never apply the same change twice.
            </Trans>
          </LegalItem>
          <LegalItem>
            <Trans>Your sign-in session, so that you stay signed in between visits.</Trans>
          </LegalItem>
        </LegalList>
      </LegalSection>

      <LegalSection title={<Trans>IndexedDB and the offline cache</Trans>}>
        <Text>
          <Trans>
            The app keeps copies of the data you have opened in your browser's IndexedDB database,
            together with the changes you made while offline that are waiting to be sent. Its own
            files are kept in the browser's cache storage so that it opens without a connection.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>Cookies</Trans>}>
        <Text>
          <Trans>
            SiteOffice does not set cookies to follow you, and signing in does not rely on them. The
            robot check on the demo page runs on our own servers: it sets no cookies and does not
            fingerprint your device.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>How long it stays, and your control</Trans>}>
        <Text>
          <Trans>
            Signing out erases everything SiteOffice stored on that device. You can also clear it at
            any time in your browser's settings; if you do so while changes made offline are still
            waiting, those changes are lost, so connect and let them send first.
          </Trans>
        </Text>
      </LegalSection>
    </LegalDocument>
  )
}
