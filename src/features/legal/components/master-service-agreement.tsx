import { Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { LegalDocument, LegalItem, LegalList, LegalSection } from './legal-document.tsx'

export function MasterServiceAgreement() {
  return (
    <LegalDocument
      title={<Trans>Master service agreement</Trans>}
      summary={
        <Trans>
          This agreement is between SiteOffice and the property developer that subscribes to it (the
          customer). Each order form signed under it names the modules, the number of users, the
          fees and the term; together they form the whole agreement.
        </Trans>
      }
    >
      <LegalSection title={<Trans>1. The subscription</Trans>}>
        <Text>
          <Trans>
            For the term of each order form, we grant the customer a non-exclusive, non-transferable
            right for its staff to use the modules ordered. The customer's administrators create
            users and decide what each may see and do.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>2. The customer's responsibilities</Trans>}>
        <Text>
          <Trans>
            The customer collects the personal data of its leads and customers lawfully, with the
            notice and consent the law requires, keeps it accurate, and makes sure its users follow
            the terms and conditions. It is responsible for what its users do in the service.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>3. Fees and payment</Trans>}>
        <Text>
          <Trans>
            Fees are in Indian rupees, invoiced in advance for each billing period, with GST added
            as applicable, and are due within 30 days of the invoice. If an undisputed invoice stays
            unpaid 15 days after a written reminder, we may suspend the service until it is paid.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>4. Data protection</Trans>}>
        <LegalList>
          <LegalItem>
            <Trans>
              For the personal data of its leads, customers and staff, the customer is the Data
              Fiduciary under the Digital Personal Data Protection Act, 2023, and we are its Data
              Processor.
            </Trans>
          </LegalItem>
          <LegalItem>
            <Trans>
              We process that data only to provide the service and on the customer's documented
              instructions, and we keep reasonable security safeguards, including masking of contact
              details and an audit of unmasked views.
            </Trans>
          </LegalItem>
          <LegalItem>
            <Trans>
              We notify the customer of a personal data breach without undue delay, with what it
              needs to inform the Data Protection Board of India and the people affected.
            </Trans>
          </LegalItem>
          <LegalItem>
            <Trans>
              We use sub-processors, such as hosting and SMS providers, only under written terms as
              protective as these, and tell the customer before adding one.
            </Trans>
          </LegalItem>
          <LegalItem>
            <Trans>
              When the agreement ends, the customer may export its data for 90 days; after that we
              delete it, except what a law requires us to keep.
            </Trans>
          </LegalItem>
        </LegalList>
      </LegalSection>

      <LegalSection title={<Trans>5. Service levels and support</Trans>}>
        <Text>
          <Trans>
            We aim for 99.5% availability each calendar month, not counting maintenance announced at
            least 48 hours ahead. Support answers from Monday to Saturday, 9:00 to 19:00 India
            Standard Time, except public holidays.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>6. Confidentiality and intellectual property</Trans>}>
        <Text>
          <Trans>
            Each party keeps the other's confidential information secret and uses it only for this
            agreement. We own SiteOffice and everything we build into it; the customer owns its
            data. Suggestions the customer makes may be used to improve the service.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>7. Liability</Trans>}>
        <Text>
          <Trans>
            Neither party is liable for indirect or consequential loss, such as lost profits. Each
            party's total liability under this agreement is limited to the fees paid in the twelve
            months before the claim arose. These limits do not apply to fraud, or where the law does
            not allow them.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>8. Term and termination</Trans>}>
        <Text>
          <Trans>
            Each order form runs for its stated term and renews for a year at a time unless either
            party gives 30 days' written notice before it ends. Either party may end the agreement
            if the other commits a material breach and does not remedy it within 30 days of written
            notice.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>9. Law and disputes</Trans>}>
        <Text>
          <Trans>
            This agreement is governed by the laws of India. The parties first try to settle a
            dispute by discussion; failing that within 30 days, it goes to a sole arbitrator under
            the Arbitration and Conciliation Act, 1996, seated in the city named in the order form,
            with proceedings in English.
          </Trans>
        </Text>
      </LegalSection>
    </LegalDocument>
  )
}
