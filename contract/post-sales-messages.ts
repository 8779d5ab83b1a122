/**
 * Post-sales refusals in the contract's stable English (decision 0055), apart from the schemas
 * so the PWA's message table (src/lib/messages.ts) translates them without loading the schemas.
 */
export const POST_SALES_MESSAGES = {
  notFound: 'Customer not found',
  cancelled: 'This booking is cancelled',
  noPlan: 'This booking has no payment plan',
  milestoneNotFound: 'This milestone is not in the booking’s payment plan',
  overBalance: 'The amount is more than what is left to pay on this milestone',
  baseAndGst: 'Base amount and GST must add up to the amount paid',
  paidInFuture: 'The paid-on date cannot be in the future',
  dueInPast: 'The due date cannot be in the past',
  amountRequired: 'Amount must be more than 0',
  unknownMode: 'Unknown mode of payment',
  fileType: 'Upload a JPG, PNG or PDF file',
  fileNotUploaded: 'The file was not uploaded',
  milestonePaid: 'This milestone is paid',
  demandExists: 'A demand letter for this milestone already exists',
  allotmentExists: 'This booking already has an allotment letter',
  maskedOnly: 'Contact details are shown in full one customer at a time',
  documentNotFound: 'Document not found',
} as const
