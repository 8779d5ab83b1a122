/**
 * Domain vocabularies faker has no data for. Everything that faker can make (names, emails,
 * cities, addresses, companies) comes from faker instead.
 */

import { LEAD_STATUSES, SITE_VISIT_STATUSES } from '../../../contract/domain.ts'

export {
  LEAD_STATUSES,
  SITE_VISIT_STATUSES,
  type TLeadStatus,
  type TSiteVisitStatus,
} from '../../../contract/domain.ts'

/** Sources with fixed sub sources; Channel Partner's sub sources are partner firms, made per organisation. */
export const LEAD_SOURCES: readonly {
  name: string
  weight: number
  subSources: readonly string[]
}[] = [
  { name: 'Digital', weight: 34, subSources: ['Facebook', 'Google Ads', 'Instagram', 'Website'] },
  { name: 'Property Portal', weight: 24, subSources: ['99acres', 'MagicBricks', 'Housing.com'] },
  { name: 'Channel Partner', weight: 15, subSources: [] },
  { name: 'Walk-in', weight: 11, subSources: [] },
  { name: 'Referral', weight: 8, subSources: [] },
  { name: 'Hoarding', weight: 5, subSources: [] },
  { name: 'Newspaper', weight: 3, subSources: [] },
]
export const CHANNEL_PARTNER_SOURCE = 'Channel Partner'

export const LEAD_LABELS = [
  'Hot',
  'Warm',
  'Cold',
  'NRI',
  'Investor',
  'First-time Buyer',
  'Upgrade Buyer',
  'Priority',
]
export const PURCHASE_PURPOSES = ['Self Use', 'Investment', 'Second Home', 'Rental Income']
export const UNIT_TYPES = ['1 BHK', '2 BHK', '3 BHK', '4 BHK']
export const FLOOR_PREFERENCES = [
  'Lower Floor (1-5)',
  'Middle Floor (6-12)',
  'Higher Floor (13+)',
  'Any Floor',
]
export const PROPERTY_STATUSES = ['Ready to Move', 'Under Construction', 'New Launch']

export const SITE_VISIT_CANCELLATION_REASONS = [
  'Customer not available',
  'Customer rescheduled',
  'Budget mismatch',
  'Location not suitable',
  'Bought elsewhere',
  'Travel or transport issue',
  'Family emergency',
  'Weather',
]

export const DROP_REASONS = [
  'Budget mismatch',
  'Location not preferred',
  'Bought elsewhere',
  'Not reachable',
  'Not interested',
  'Loan not sanctioned',
  'Duplicate enquiry',
]
export const OPEN_SUB_STATUSES = ['Call Back', 'Not Reachable', 'Switched Off', 'Busy']

export const USER_ROLES = [
  'Administrator',
  'Sales Head',
  'Sales Manager',
  'Sales Executive',
  'Pre-Sales Executive',
  'CRM Executive',
  'Marketing Manager',
]
export const DEPARTMENTS = [
  'Administration',
  'Sales',
  'Pre-Sales',
  'Post Sales',
  'Marketing',
  'Finance',
  'Legal',
]
export const PROJECT_STATUSES = [
  'Pre Launch',
  'New Launch',
  'Under Construction',
  'Ready to Move',
  'Completed',
]
export const BUILDING_TYPES = [
  'Residential Tower',
  'Mid-rise Apartment',
  'Villa',
  'Row House',
  'Commercial',
  'Mixed Use',
]
export const FACINGS = [
  'East',
  'West',
  'North',
  'South',
  'North-East',
  'North-West',
  'South-East',
  'South-West',
]
export const PAYMENT_MODES = [
  'Cheque',
  'Demand Draft',
  'NEFT',
  'RTGS',
  'IMPS',
  'UPI',
  'Home Loan Disbursement',
]

/** Every reference list the screens read, by entityName; lead sub sources are added by org.ts. */
export const ENTITY_LABELS: Readonly<Record<string, readonly string[]>> = {
  leadstatus: LEAD_STATUSES,
  leadlabel: LEAD_LABELS,
  purchasepurpose: PURCHASE_PURPOSES,
  preferredunittype: UNIT_TYPES,
  preferredfloortype: FLOOR_PREFERENCES,
  preferredpropertystatus: PROPERTY_STATUSES,
  sitevisitstatus: SITE_VISIT_STATUSES,
  sitevisitcancellation: SITE_VISIT_CANCELLATION_REASONS,
  userrole: USER_ROLES,
  department: DEPARTMENTS,
  projectstatus: PROJECT_STATUSES,
  buildingtype: BUILDING_TYPES,
  unittype: UNIT_TYPES,
  facingtype: FACINGS,
  bookingPaymentMode: PAYMENT_MODES,
  // Last, so adding it left the ids of the lists above unchanged.
  dropreason: DROP_REASONS,
}

/** Carpet areas in sq ft that fit each type in Indian apartments today. */
export const CARPET_AREA_SQFT: Readonly<Record<string, { min: number; max: number }>> = {
  '1 BHK': { min: 400, max: 550 },
  '2 BHK': { min: 650, max: 850 },
  '3 BHK': { min: 1000, max: 1400 },
  '4 BHK': { min: 1600, max: 2100 },
}

export const OCCUPATIONS = [
  'Software Engineer',
  'IT Manager',
  'Business Owner',
  'Doctor',
  'Chartered Accountant',
  'Government Employee',
  'Bank Manager',
  'Teacher',
  'Consultant',
  'Lawyer',
  'Architect',
  'Sales Manager',
  'Pharmacist',
  'Self-employed',
  'Retired',
]
export const QUALIFICATIONS = [
  'B.Tech',
  'M.Tech',
  'MBA',
  'B.Com',
  'M.Com',
  'CA',
  'MBBS',
  'B.Sc',
  'BA',
  'Diploma',
  'PhD',
]
export const OTHER_PREFERENCES = [
  'Vastu compliant',
  'Park facing',
  'Corner unit',
  'Near metro station',
  'Two car parkings',
  'Close to school',
  'Higher floor with view',
]
/** Where NRI leads live; faker's cities are Indian (en_IN) or American (en). */
export const NRI_CITIES = [
  'Dubai',
  'Abu Dhabi',
  'Singapore',
  'London',
  'San Jose',
  'Toronto',
  'Sydney',
  'Muscat',
]
export const BANKS = [
  'SBI',
  'HDFC Bank',
  'ICICI Bank',
  'Axis Bank',
  'LIC Housing Finance',
  'Bank of Baroda',
]
