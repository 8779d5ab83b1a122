import { useLingui } from '@lingui/react/macro'
import type { TDocumentType } from '../../../../contract/project-content.ts'

/** A document type in the user's language. */
export function useDocumentTypeName() {
  const { t } = useLingui()
  return (type: TDocumentType | null) => {
    switch (type) {
      case 'reraCertificate':
        return t`RERA certificate`
      case 'approvedPlan':
        return t`Approved plan`
      case 'priceList':
        return t`Price list`
      case 'specifications':
        return t`Specifications`
      default:
        return ''
    }
  }
}
