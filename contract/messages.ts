/**
 * The stable English of the contract's refusals, apart from the schemas that use them: the PWA's
 * table of their translations (src/lib/messages.ts) loads with every form, /login's too, and
 * must not bring every area's schemas with it (issue 14). Each area's module re-exports its own
 * constants, so callers import them from the area as before. Strings only: what this imports
 * must stay free of every area's schemas.
 */
import type { TTicketStatus } from './tickets.ts'
import { MAX_UPLOAD_FILES, VALIDATION_MESSAGES } from './validators.ts'

// leads.ts
export const LEAD_MESSAGES = {
  dropReasonRequired: 'Choose a reason for dropping the lead',
  createdDropped: 'A new lead cannot start as Dropped',
  fullNameAlphabetic: 'Full name can only contain letters',
  minAge: 'Age must be at least 18',
  sameNumbers: 'WhatsApp and alternate numbers cannot be the same',
  whatsAppNotFound: "WhatsApp number not found, chat can't be initiated",
  budgetOrder: 'Maximum budget must be more than the minimum',
  carpetAreaOrder: 'Upper carpet area must be more than the lower',
  assignmentFailed: 'Lead assignment failed',
  versionConflict: 'This lead was changed by someone else since you opened it',
  duplicate: 'A lead with this mobile number already exists',
  retained: 'This lead is retained by its owner',
} as const

// agent-moderation.ts
export const MODERATION_MESSAGES = {
  overHundred: 'Label weights over 100 are blocked',
  underHundred: 'Label weights must total 100',
  duplicateLabel: 'This label is already used',
} as const

// dashboards.ts
export const ANALYTICS_MESSAGES = {
  notFound: 'Dashboard not found',
  duplicateName: 'A dashboard with this name already exists',
} as const

// reports.ts
export const REPORT_MESSAGES = {
  sameAxis: 'Choose different rows and columns',
  jobNotFound: 'Report not found',
  jobNotReady: 'The report is not ready yet',
  fileGone: 'This report file is no longer kept. Prepare it again.',
} as const

// routing-rules.ts
export const ROUTING_MESSAGES = {
  activeExists: 'This project already has an active routing rule',
  executiveInvalid: 'Not a lead executive of this project',
  duplicateExecutive: 'An executive is named more than once',
  noExecutives: 'Pick at least one executive',
} as const

// buildings.ts
export const BUILDING_MESSAGES = {
  refugeOverFloors: 'Refuge floors cannot be more than the number of floors',
  basementPositive: 'Basement floors must be 0 or a negative number',
  cannotDeleteUnit: 'You cannot delete the unit',
  interiorsTooMany: 'Maximum Interiors length reached',
  areasOrder: 'Carpet area cannot exceed built-up area, nor built-up area the super built-up area',
  unknownType: 'Choose a value from the list',
  floorShrinkWithUnits: 'Floors that have units cannot be removed',
  flatsShrinkWithUnits: 'A floor already has more units than that',
  floorFull: 'This floor already has as many units as flats per floor',
  floorOutOfRange: 'No such floor in this building',
  duplicateUnitName: 'A unit with this name already exists in the building',
  duplicateBuildingName: 'A building with this name already exists in the project',
  unknownUnits: 'Some units are not in this building',
} as const
/**
 * The pricing screen's rule (which units, how their price changes) is turned into this body on
 * the device; these are its problems, worded here beside the schema they lead to.
 */
export const PRICE_RULE_MESSAGES = {
  floorsOrder: 'The first floor cannot be above the last',
  noUnits: 'No unit matches these choices',
  noChange: 'No price changes with this rule',
  belowZero: 'This change would make a price negative',
  tooMany: 'Too many units to price at once',
  percentRange: 'A change in per cent must be between -100 and 1000',
} as const
/**
 * A building with a blocked or booked unit (or one a booking names) stays (decision 0051). The
 * message names the building; the PWA translates it by this shape (`src/lib/messages.ts`).
 */
export const cannotDeleteBuildingMessage = (name: string) =>
  `You cannot delete the building ${name}: some of its units are blocked or booked`
export const CANNOT_DELETE_BUILDING_PATTERN =
  /^You cannot delete the building (.+): some of its units are blocked or booked$/

// lead-form.ts
export const LEAD_FORM_MESSAGES = {
  fieldNamePattern: 'Field name can only contain letters, digits and spaces',
  fieldNameLength: 'Field name can be at most 25 characters',
  fieldNameTaken: 'A field with this name already exists',
  optionsRequired: 'Add at least one option',
  optionEmpty: 'Options cannot be empty',
  optionRepeated: 'Options cannot be repeated',
  notHideable: 'This field cannot be hidden',
  standardField: 'Only the visibility of a standard field can change',
  notFound: 'No such field in the lead form',
  unknownVersion: 'This lead form version does not exist',
  tooManyFields: 'The lead form has too many custom fields',
  unknownField: 'Not a field of the lead form',
  notANumber: 'Enter a number',
  notAnOption: 'Choose one of the options',
  notADate: 'Enter a valid date',
} as const

// parking.ts
export const PARKING_MESSAGES = {
  cannotDelete: 'You cannot delete the parking bay: it is assigned to a unit',
  noBays: 'Add at least one car or bike bay',
  prefixCharacters: 'Only letters, digits and - are allowed',
  sameNames: 'The car and bike sequences give the same bay names',
  duplicateBays: 'These bays already exist in the building',
  levelOutOfRange: 'No such level in this building',
  tooManyBays: 'A building can have at most 5000 bays',
} as const

// user-assignment.ts
export const USER_ASSIGNMENT_MESSAGES = {
  groupsRequired: 'Choose at least one permission group',
  userRequired: 'Choose a user',
  unknownUser: 'No such user in the organisation',
  unknownGroup: 'No such permission group',
  everyProjectGroup: 'This group gives every project; it cannot be given for one project',
  allProjects: 'This user works on every project through a permission group',
  notAssigned: 'This user is not assigned to the project',
} as const

// bulk-upload.ts
/** Rows beyond the header a file may have: 5 MB of the shortest rows there can be. */
export const BULK_UPLOAD_MAX_ROWS = 50_000
export const BULK_UPLOAD_MESSAGES = {
  fileRequired: 'Choose a file to upload',
  notCsv: 'Only CSV files can be uploaded',
  tooLarge: 'File is larger than 5 MB',
  notText: 'The file is not CSV text',
  empty: VALIDATION_MESSAGES.emptyFile,
  tooManyRows: `A file can have at most ${BULK_UPLOAD_MAX_ROWS} rows`,
  notUploaded: 'The file was not uploaded',
  sizeMismatch: 'The uploaded file is not the size that was declared',
  unknownFile: 'This file address is not one given to you',
  uploadFailed: 'File Upload Failed',
  notFound: 'Upload not found',
  notReady: 'The upload is still processing',
  missingColumns: 'Missing columns',
  unknownSource: 'Unknown source',
  unknownStage: 'Unknown stage',
  unknownGender: 'Unknown gender',
  duplicateInFile: 'Same mobile number as row',
  duplicateExisting: LEAD_MESSAGES.duplicate,
} as const

// projects.ts
export const PROJECT_MESSAGES = {
  invalidGstin: 'Please enter a valid GSTIN',
  invalidCin: 'Please enter a valid CIN',
  invalidPincode: 'Pincode must be 6 digits',
  invalidRera: 'Please enter a valid RERA number',
  invalidUrl: 'Please enter a valid web address starting with https://',
  invalidSocialLink: 'This address is not on that site',
  invalidMobile: 'Please enter a valid 10-digit mobile number',
  sameNumbers: 'Alternate number cannot be the same as the contact number',
  unknownState: 'Choose a state from the list',
  unknownStatus: 'Choose a project status from the list',
  completionBeforeStart: 'Completion date must be after the start date',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  coordinateDecimals: 'Use at most 6 digits after the decimal point',
  ctsInvalid: 'CTS numbers can have letters, digits, spaces and . / - only',
  ctsTooMany: 'At most 20 CTS numbers',
  reasonRequired: 'Say why the publish status changes',
  imageTooLarge: 'Logo is larger than 1 MB',
  imageFormat: 'Images must be JPG or PNG',
  imageNotUploaded: 'The image was not uploaded',
  imageUnknown: 'This image address is not one given to you',
  notFound: 'Project not found',
  stepNotReached: 'Save the earlier steps first',
  finishedNeedsAttributes: 'Changing a finished project needs the project attributes permission',
  offline: 'Editing a project needs the internet',
} as const

// project-content.ts
/** Spec 002 section 5: creatives max 4 selected; 50 user-defined amenities; 6 past projects. */
export const CONTENT_LIMITS = {
  selectedCreatives: 4,
  creatives: 30,
  amenities: 50,
  brochureAmenities: 4,
  brochureMinItems: 4,
  pastProjects: 6,
  amenityImageGenerations: 3,
} as const
export const CONTENT_MESSAGES = {
  notFound: 'Content not found',
  notUploaded: 'The file was not uploaded; please upload it again',
  unsupported: 'Unsupported file format',
  imageType: 'Choose a JPG or PNG image',
  pdfType: 'Choose a PDF file',
  unitNotFound: 'Choose a unit of this project',
  documentTypeRequired: 'Choose the kind of document',
  unitRequired: 'Choose the unit this plan is for',
  selectedCreatives: `At most ${CONTENT_LIMITS.selectedCreatives} creatives can be selected`,
  creatives: `At most ${CONTENT_LIMITS.creatives} creatives can be uploaded`,
  masterPlanExists: 'The project already has a master plan; delete it first',
  unitPlanExists: 'This unit already has a plan; delete it first',
  documentExists: 'The project already has this document; delete it first',
  amenities: `Maximum user-defined amenities ${CONTENT_LIMITS.amenities}`,
  amenityExists: 'This amenity already exists',
  brochureAmenities: `Maximum ${CONTENT_LIMITS.brochureAmenities} amenities`,
  pastProjects: `You can't add more than ${CONTENT_LIMITS.pastProjects} past projects`,
  notAnImage: 'Only an image can be selected',
} as const

// dispositions.ts
export const DISPOSITION_MESSAGES = {
  resultMismatch: 'This result does not fit the call status',
  noAlternateNumber: 'This lead has no alternate number',
  callNotFound: 'Call not found',
  callDisposed: 'This call already has a disposition',
  callOfAnotherLead: 'This call belongs to another lead',
  recordingTooLarge: 'Recording is larger than 50 MB',
  recordingFormat: 'Recording must be an MP3, WAV or M4A file',
  recordingEmpty: 'The file is empty',
  recordingSizeMismatch: 'The file is larger than declared',
  recordingLinkExpired: 'This upload link has expired or is invalid',
  recordingNotUploaded: 'The recording has not been uploaded',
} as const

// field-actions.ts
export const FIELD_ACTION_MESSAGES = {
  callBackBackdated: 'Call Back time cannot be backdated',
  followUpInPast: 'Follow-up time cannot be in the past',
  followUpTooSoon: 'Follow-up must be at least 10 minutes from now',
  visitInPast: 'Site visit time cannot be in the past',
  madeAtAhead: 'The time of this action is ahead of the server clock',
  leadNotFound: 'Lead not found',
} as const

// lead-stage.ts
export const LEAD_STAGE_MESSAGES = {
  dropReasonRequired: LEAD_MESSAGES.dropReasonRequired,
  dropReasonInvalid: 'Choose a drop reason from the list',
} as const

// questionnaire.ts
export const QUESTIONNAIRE_MESSAGES = {
  fetchFailed: 'Failed to fetch questionnaire',
  submitFailed: 'Failed to submit questionnaire',
  required: VALIDATION_MESSAGES.required,
  notAnOption: 'Choose one of the options',
  wrongType: 'This answer does not fit the question',
  unknownQuestion: 'This question is not asked for this status',
  duplicateAnswer: 'This question is answered twice',
  noQuestions: 'This status has no questions',
} as const

// site-visits.ts
export const SITE_VISIT_MESSAGES = {
  transitionInvalid: 'This visit cannot do that in its current status',
  notDue: 'A visit can be marked no-show only after its scheduled time',
  reasonInvalid: 'Choose a cancellation reason from the list',
  otpInvalid: 'Entered OTP is invalid',
  otpExpired: 'This code has expired, send a new code',
  otpAttempts: 'Too many wrong codes, send a new code',
  otpNotRequested: 'No code was sent for this visit, send a new code',
  otpLimit: 'Too many codes sent for this visit',
  visitTypeMismatch: 'The visit type does not match this visit',
} as const

// tasks.ts
export const TASK_MESSAGES = {
  siteVisitTask: 'A site visit task is completed by completing the visit',
} as const

// common-documents.ts
export const COMMON_DOCUMENT_MESSAGES = {
  notFound: 'Document not found',
  nameTaken: 'A document of this name already exists in the project',
  inactive: 'Activate the document before sharing it',
  noCustomers: 'This project has no customers to share it with',
  sharingError: 'Document sharing error',
  nothingToChange: 'Change the name or whether it is active',
} as const

// construction-progress.ts
export const CONSTRUCTION_MESSAGES = {
  notFound: 'Construction progress not found',
  buildingNotFound: 'Choose a building of this project',
  tooManyMedia: `At most ${MAX_UPLOAD_FILES} files can be added`,
} as const

// post-sales-files.ts
export const POST_SALES_FILE_MESSAGES = {
  mediaTooLarge: 'Media file too large (100 MB)',
  pdfOnly: 'Choose a PDF file',
  mediaType: 'Choose a JPG, PNG or HEIC image, or an MP4 or MKV video',
  notFound: 'This upload was not found; please upload the file again',
  incomplete: 'Some parts of the file have not arrived yet; resume the upload',
  notReady: 'Upload the file before saving',
} as const

// tickets.ts
/** A query is a conversation of a few dozen comments; past this it is refused, not paged. */
export const TICKET_COMMENTS_MAX = 500

export const TICKET_MESSAGES = {
  notFound: 'Query not found',
  sameStatus: 'The query is already in this status',
  needsPriorityAndAssignee: 'Set a priority and an assignee before work starts on the query',
  changeRequired: 'Choose a status or a priority',
  notAssignable: 'This user cannot be assigned queries of the project',
  alreadyFirst: 'This user is already the assignee',
  commentEmpty: 'Write a comment or attach a file',
  tooManyFiles: 'Max 5 attachments',
  fileTooLarge: 'Files must be under 25 MB',
  unsupported: VALIDATION_MESSAGES.unsupportedFileFormat,
  notUploaded: 'The file was not uploaded; please attach it again',
  fileUsed: 'This file was already sent with another comment',
  fileUnknown: 'This file was not prepared for the query',
  tooManyComments: `A query can have at most ${TICKET_COMMENTS_MAX} comments`,
  idTaken: 'This id is already used by another record',
  unknownProject: 'Choose a project of the organisation',
} as const

/** The refusal of a move the status table does not allow, naming it. */
export const statusMoveMessage = (from: TTicketStatus, to: TTicketStatus) =>
  `A query cannot move from ${from} to ${to}`
/** statusMoveMessage read back: its two statuses. */
export const TICKET_MOVE_PATTERN = /^A query cannot move from ([A-Z]+) to ([A-Z]+)$/

// post-sales.ts (customers, payments, letters)
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
