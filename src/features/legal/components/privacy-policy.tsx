import { Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { LegalDocument, LegalItem, LegalList, LegalSection } from './legal-document.tsx'

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title={<Trans>Privacy policy</Trans>}
      summary={
        <Trans>
          SiteOffice is software that property developers use to manage their projects, leads,
          bookings and customers. This policy explains what personal data passes through it, why,
          how it is protected, and what you can ask of us under the Digital Personal Data Protection
          Act, 2023.
        </Trans>
      }
    >
      <LegalSection title={<Trans>Who decides and who processes</Trans>}>
        <Text>
          <Trans>
            The developer that subscribes to SiteOffice decides why and how the personal data of its
            leads and customers is used: under the Digital Personal Data Protection Act, 2023 it is
            the Data Fiduciary. SiteOffice processes that data only on the developer's instructions,
            as its Data Processor. For the accounts of the developer's staff and for requests sent
            through our demo page, we decide how the data is used and this policy covers that use
            directly.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>What personal data we handle</Trans>}>
        <LegalList>
          <LegalItem>
            <Trans>
              Staff accounts: name, mobile number, email address, organisation, role and
              permissions, a random identifier for each device, and a record of sign-ins and
              actions.
            </Trans>
          </LegalItem>
          <LegalItem>
            <Trans>
              Leads and customers, as entered by the developer: name, mobile number, email address,
              source, interests and budget, site visits, follow-ups, call and chat records,
              bookings, payments and documents.
            </Trans>
          </LegalItem>
          <LegalItem>
            <Trans>
              Demo requests: the name, email address, mobile number, company, city and message you
              send us.
            </Trans>
          </LegalItem>
        </LegalList>
      </LegalSection>

      <LegalSection title={<Trans>Masked contact details and the audit of unmasked views</Trans>}>
        <Text>
          <Trans>
            A lead's contact details are masked by default: an email address shows only the first
            and last character before the @ sign, and a mobile number shows only its last four
            digits. Only staff whom the developer has given the unmask permission can see them in
            full.
          </Trans>
        </Text>
        <Text>
          <Trans>
            Every time someone unmasks a lead's contact details, SiteOffice records who did it,
            when, and for which lead. The developer's administrators can review this audit trail,
            and it cannot be edited by the person who made the view.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>Why we use it</Trans>}>
        <Text>
          <Trans>
            We use personal data to provide the service the developer has subscribed to: to sign
            staff in with one-time codes sent by SMS, to show each person only what their
            permissions allow, to keep work made offline and send it once the connection returns, to
            keep the service secure, and to answer support requests. We do not sell personal data,
            and we do not use it for advertising.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>How long we keep it</Trans>}>
        <LegalList>
          <LegalItem>
            <Trans>
              Lead and customer data: for as long as the developer's subscription lasts. Within 90
              days after it ends, we return the data to the developer on request and then delete it,
              unless a law requires us to keep part of it longer.
            </Trans>
          </LegalItem>
          <LegalItem>
            <Trans>
              Records of sign-ins and of unmasked views: three years, so that misuse can be
              investigated.
            </Trans>
          </LegalItem>
          <LegalItem>
            <Trans>One-time sign-in codes: a few minutes, until they expire.</Trans>
          </LegalItem>
          <LegalItem>
            <Trans>Demo requests: twelve months after we last contacted you.</Trans>
          </LegalItem>
          <LegalItem>
            <Trans>
              Data kept on a device for offline work: until the user signs out, which erases it from
              that device.
            </Trans>
          </LegalItem>
        </LegalList>
      </LegalSection>

      <LegalSection title={<Trans>How we protect it</Trans>}>
        <Text>
          <Trans>
            Data travels encrypted between the app and our servers. Access is limited by the
            permissions the developer assigns, project by project, and is checked by the server on
            every request, not only hidden on screen. If a personal data breach occurs, we inform
            the developer without delay so that it can inform the Data Protection Board of India and
            the people affected.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>Your rights</Trans>}>
        <Text>
          <Trans>
            Under the Digital Personal Data Protection Act, 2023 you may ask for a summary of your
            personal data and how it is used, ask for it to be corrected, completed or erased,
            withdraw a consent you gave, nominate someone to act for you, and have a grievance
            addressed. If you are a lead or customer of a developer, please contact that developer
            first: it decides about your data, and we help it to respond. If you are not satisfied
            with the answer, you may complain to the Data Protection Board of India.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>Changes and contact</Trans>}>
        <Text>
          <Trans>
            We will announce changes of substance in the app before they take effect. Questions and
            grievances about this policy go to the grievance officer named in the developer's order
            form, or to us through the demo page.
          </Trans>
        </Text>
      </LegalSection>
    </LegalDocument>
  )
}
