import { Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { LegalDocument, LegalItem, LegalList, LegalSection } from './legal-document.tsx'

export function TermsAndConditions() {
  return (
    <LegalDocument
      title={<Trans>Terms and conditions</Trans>}
      summary={
        <Trans>
          These terms apply to everyone who uses SiteOffice on behalf of a property developer. The
          developer's own agreement with us, the master service agreement, sets the commercial
          terms; where the two differ, that agreement prevails.
        </Trans>
      }
    >
      <LegalSection title={<Trans>Your account</Trans>}>
        <Text>
          <Trans>
            You sign in with your mobile number and a one-time code. The code is for you alone:
            never share it, not even with a colleague or someone claiming to be from SiteOffice.
            Your administrator decides which projects and screens you can use. If you lose a device
            you have used SiteOffice on, tell your administrator at once.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>Using SiteOffice properly</Trans>}>
        <LegalList>
          <LegalItem>
            <Trans>Use it only for your organisation's business.</Trans>
          </LegalItem>
          <LegalItem>
            <Trans>
              Enter the personal data of leads and customers only when they have agreed to it, and
              contact them only as they have agreed and as telecom rules allow, including the
              Do-Not-Disturb preferences registered with TRAI.
            </Trans>
          </LegalItem>
          <LegalItem>
            <Trans>
              Do not try to get around masking, permissions or other security measures, and do not
              copy contact details out of the app for purposes other than your work.
            </Trans>
          </LegalItem>
          <LegalItem>
            <Trans>
              Do not overload, probe, copy or reverse-engineer the service, and do not upload
              anything unlawful or harmful.
            </Trans>
          </LegalItem>
        </LegalList>
      </LegalSection>

      <LegalSection title={<Trans>Your organisation's data</Trans>}>
        <Text>
          <Trans>
            The leads, customers, bookings and documents you enter belong to your organisation. How
            we process personal data is described in the privacy policy.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>Working offline</Trans>}>
        <Text>
          <Trans>
            What you do without a connection is saved on your device and sent when the connection
            returns. Until then it exists only on that device: do not clear the browser's data or
            sign out while changes are still waiting, and check the sync status before you hand the
            device over.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>Availability and changes</Trans>}>
        <Text>
          <Trans>
            We work to keep SiteOffice available at all times, but it may pause for maintenance or
            for reasons beyond our control. We improve the service continually and may change or
            retire features; we give notice of changes that reduce what your organisation has
            subscribed to.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>Suspension, liability and law</Trans>}>
        <Text>
          <Trans>
            We or your administrator may suspend an account that breaks these terms. Our liability
            is set out in the master service agreement, to the extent the law allows. These terms
            are governed by the laws of India, and disputes are settled as that agreement provides.
          </Trans>
        </Text>
      </LegalSection>
    </LegalDocument>
  )
}
