import { i18n as globalI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  ANALYTICS_MESSAGES,
  BUILDING_MESSAGES,
  BULK_UPLOAD_MESSAGES,
  CANNOT_DELETE_BUILDING_PATTERN,
  COMMON_DOCUMENT_MESSAGES,
  CONSTRUCTION_MESSAGES,
  CONTENT_MESSAGES,
  DISPOSITION_MESSAGES,
  FIELD_ACTION_MESSAGES,
  LEAD_FORM_MESSAGES,
  LEAD_MESSAGES,
  LEAD_STAGE_MESSAGES,
  MODERATION_MESSAGES,
  PARKING_MESSAGES,
  POST_SALES_FILE_MESSAGES,
  POST_SALES_MESSAGES,
  PRICE_RULE_MESSAGES,
  PROJECT_MESSAGES,
  QUESTIONNAIRE_MESSAGES,
  REPORT_MESSAGES,
  ROUTING_MESSAGES,
  SITE_VISIT_MESSAGES,
  TASK_MESSAGES,
  TICKET_MESSAGES,
  TICKET_MOVE_PATTERN,
  USER_ASSIGNMENT_MESSAGES,
} from '../../contract/messages.ts'
import { VALIDATION_MESSAGES } from '../../contract/validators.ts'
import { MESSAGES, NUMBERED_MESSAGES } from './message-catalogue.ts'

/** The contract's stable English (VALIDATION_MESSAGES), without its final full stop. */
const BY_TEXT = new Map<string, MessageDescriptor>([
  [VALIDATION_MESSAGES.required, MESSAGES.fieldRequired],
  [VALIDATION_MESSAGES.noEmoji, MESSAGES.noEmoji],
  [VALIDATION_MESSAGES.controlCharacters, MESSAGES.controlCharacters],
  [VALIDATION_MESSAGES.noSpecialCharacters, MESSAGES.noSpecialCharacters],
  [VALIDATION_MESSAGES.invalidNumber, MESSAGES.invalidNumber],
  [VALIDATION_MESSAGES.tooManyDecimals, MESSAGES.tooManyDecimals],
  [VALIDATION_MESSAGES.negativeAmount, MESSAGES.negativeAmount],
  [VALIDATION_MESSAGES.amountTooLarge, MESSAGES.amountTooLarge],
  [VALIDATION_MESSAGES.negativePercent, MESSAGES.negativePercent],
  [VALIDATION_MESSAGES.percentTooLarge, MESSAGES.percentTooLarge],
  [VALIDATION_MESSAGES.invalidDate, MESSAGES.invalidDate],
  [VALIDATION_MESSAGES.dateRangeOrder, MESSAGES.dateRangeOrder],
  [VALIDATION_MESSAGES.unsupportedFileFormat, MESSAGES.unsupportedFileFormat],
  [VALIDATION_MESSAGES.emptyFile, MESSAGES.emptyFile],
  [VALIDATION_MESSAGES.invalidEmail, MESSAGES.invalidEmail],
  [VALIDATION_MESSAGES.captchaRequired, MESSAGES.captchaRequired],
  [VALIDATION_MESSAGES.otpInvalid, MESSAGES.otpInvalid],
  [LEAD_MESSAGES.minAge, MESSAGES.ageAtLeast18],
  [LEAD_MESSAGES.fullNameAlphabetic, MESSAGES.fullNameAlphabetic],
  [LEAD_MESSAGES.sameNumbers, MESSAGES.sameNumbers],
  [LEAD_MESSAGES.dropReasonRequired, MESSAGES.dropReasonRequired],
  [LEAD_MESSAGES.createdDropped, MESSAGES.createdDropped],
  [LEAD_MESSAGES.whatsAppNotFound, MESSAGES.whatsAppNotFound],
  [LEAD_MESSAGES.budgetOrder, MESSAGES.budgetOrder],
  [LEAD_MESSAGES.carpetAreaOrder, MESSAGES.carpetAreaOrder],
  [LEAD_MESSAGES.assignmentFailed, MESSAGES.leadAssignmentFailed],
  [LEAD_MESSAGES.versionConflict, MESSAGES.leadVersionConflict],
  [LEAD_MESSAGES.duplicate, MESSAGES.leadDuplicate],
  [LEAD_MESSAGES.retained, MESSAGES.leadRetained],
  // The field actions (contract/field-actions.ts and each area's file).
  [FIELD_ACTION_MESSAGES.callBackBackdated, msg`Call Back time cannot be backdated`],
  [FIELD_ACTION_MESSAGES.followUpInPast, msg`Follow-up time cannot be in the past`],
  [FIELD_ACTION_MESSAGES.followUpTooSoon, msg`Follow-up must be at least 10 minutes from now`],
  [FIELD_ACTION_MESSAGES.visitInPast, msg`Site visit time cannot be in the past`],
  [FIELD_ACTION_MESSAGES.madeAtAhead, msg`The time of this action is ahead of the server clock`],
  [FIELD_ACTION_MESSAGES.leadNotFound, msg`Lead not found`],
  [DISPOSITION_MESSAGES.resultMismatch, msg`This result does not fit the call status`],
  [DISPOSITION_MESSAGES.recordingTooLarge, msg`Recording is larger than 50 MB`],
  [DISPOSITION_MESSAGES.recordingFormat, msg`Recording must be an MP3, WAV or M4A file`],
  [DISPOSITION_MESSAGES.recordingSizeMismatch, msg`The file is larger than declared`],
  [DISPOSITION_MESSAGES.recordingLinkExpired, msg`This upload link has expired or is invalid`],
  [DISPOSITION_MESSAGES.recordingNotUploaded, msg`The recording has not been uploaded`],
  [SITE_VISIT_MESSAGES.transitionInvalid, msg`This visit cannot do that in its current status`],
  [SITE_VISIT_MESSAGES.notDue, msg`A visit can be marked no-show only after its scheduled time`],
  [SITE_VISIT_MESSAGES.reasonInvalid, msg`Choose a cancellation reason from the list`],
  [SITE_VISIT_MESSAGES.otpExpired, msg`This code has expired, send a new code`],
  [SITE_VISIT_MESSAGES.otpAttempts, msg`Too many wrong codes, send a new code`],
  [SITE_VISIT_MESSAGES.otpNotRequested, msg`No code was sent for this visit, send a new code`],
  [SITE_VISIT_MESSAGES.otpLimit, msg`Too many codes sent for this visit`],
  [TASK_MESSAGES.siteVisitTask, msg`A site visit task is completed by completing the visit`],
  [QUESTIONNAIRE_MESSAGES.fetchFailed, msg`Failed to fetch questionnaire`],
  [QUESTIONNAIRE_MESSAGES.submitFailed, msg`Failed to submit questionnaire`],
  [QUESTIONNAIRE_MESSAGES.notAnOption, msg`Choose one of the options`],
  [QUESTIONNAIRE_MESSAGES.wrongType, msg`This answer does not fit the question`],
  [LEAD_STAGE_MESSAGES.dropReasonInvalid, msg`Choose a drop reason from the list`],
  [ANALYTICS_MESSAGES.duplicateName, msg`A dashboard with this name already exists`],
  [ANALYTICS_MESSAGES.notFound, msg`Dashboard not found`],
  [REPORT_MESSAGES.sameAxis, msg`Choose different rows and columns`],
  [REPORT_MESSAGES.jobNotFound, msg`Report not found`],
  [REPORT_MESSAGES.jobNotReady, msg`The report is not ready yet`],
  [MODERATION_MESSAGES.overHundred, msg`Label weights over 100 are blocked`],
  [MODERATION_MESSAGES.underHundred, msg`Label weights must total 100`],
  [MODERATION_MESSAGES.duplicateLabel, msg`This label is already used`],
  [ROUTING_MESSAGES.activeExists, msg`This project already has an active routing rule`],
  [ROUTING_MESSAGES.executiveInvalid, msg`Not a lead executive of this project`],
  [ROUTING_MESSAGES.duplicateExecutive, msg`An executive is named more than once`],
  [ROUTING_MESSAGES.noExecutives, msg`Pick at least one executive`],
  [
    LEAD_FORM_MESSAGES.fieldNamePattern,
    msg`Field name can only contain letters, digits and spaces`,
  ],
  [LEAD_FORM_MESSAGES.fieldNameLength, msg`Field name can be at most 25 characters`],
  [LEAD_FORM_MESSAGES.fieldNameTaken, msg`A field with this name already exists`],
  [LEAD_FORM_MESSAGES.optionsRequired, msg`Add at least one option`],
  [LEAD_FORM_MESSAGES.optionEmpty, msg`Options cannot be empty`],
  [LEAD_FORM_MESSAGES.optionRepeated, msg`Options cannot be repeated`],
  [LEAD_FORM_MESSAGES.notHideable, msg`This field cannot be hidden`],
  [LEAD_FORM_MESSAGES.standardField, msg`Only the visibility of a standard field can change`],
  [LEAD_FORM_MESSAGES.notFound, msg`No such field in the lead form`],
  [LEAD_FORM_MESSAGES.unknownVersion, msg`This lead form version does not exist`],
  [LEAD_FORM_MESSAGES.tooManyFields, msg`The lead form has too many custom fields`],
  [LEAD_FORM_MESSAGES.unknownField, msg`Not a field of the lead form`],
  [LEAD_FORM_MESSAGES.notANumber, msg`Enter a number`],
  [LEAD_FORM_MESSAGES.notAnOption, msg`Choose one of the options`],
  [LEAD_FORM_MESSAGES.notADate, msg`Enter a valid date`],
  // Bulk lead upload: the file's checks, on the device and on the server.
  [BULK_UPLOAD_MESSAGES.fileRequired, msg`Choose a file to upload`],
  [BULK_UPLOAD_MESSAGES.notCsv, msg`Only CSV files can be uploaded`],
  [BULK_UPLOAD_MESSAGES.tooLarge, msg`File is larger than 5 MB`],
  [BULK_UPLOAD_MESSAGES.notText, msg`The file is not CSV text`],
  [BULK_UPLOAD_MESSAGES.tooManyRows, msg`A file can have at most 50000 rows`],
  [BULK_UPLOAD_MESSAGES.notUploaded, msg`The file was not uploaded`],
  [BULK_UPLOAD_MESSAGES.sizeMismatch, msg`The uploaded file is not the size that was declared`],
  [BULK_UPLOAD_MESSAGES.unknownFile, msg`This file address is not one given to you`],
  [BULK_UPLOAD_MESSAGES.notFound, msg`Upload not found`],
  [BULK_UPLOAD_MESSAGES.notReady, msg`The upload is still processing`],
  // Parking and user assignment (decision 0045).
  [PARKING_MESSAGES.cannotDelete, msg`You cannot delete the parking bay: it is assigned to a unit`],
  [PARKING_MESSAGES.noBays, msg`Add at least one car or bike bay`],
  [PARKING_MESSAGES.prefixCharacters, msg`Only letters, digits and - are allowed`],
  [PARKING_MESSAGES.sameNames, msg`The car and bike sequences give the same bay names`],
  [PARKING_MESSAGES.duplicateBays, msg`These bays already exist in the building`],
  [PARKING_MESSAGES.levelOutOfRange, msg`No such level in this building`],
  [PARKING_MESSAGES.tooManyBays, msg`A building can have at most 5000 bays`],
  [USER_ASSIGNMENT_MESSAGES.groupsRequired, msg`Choose at least one permission group`],
  [USER_ASSIGNMENT_MESSAGES.userRequired, msg`Choose a user`],
  [USER_ASSIGNMENT_MESSAGES.unknownUser, msg`No such user in the organisation`],
  [USER_ASSIGNMENT_MESSAGES.unknownGroup, msg`No such permission group`],
  [
    USER_ASSIGNMENT_MESSAGES.everyProjectGroup,
    msg`This group gives every project; it cannot be given for one project`,
  ],
  [
    USER_ASSIGNMENT_MESSAGES.allProjects,
    msg`This user works on every project through a permission group`,
  ],
  [USER_ASSIGNMENT_MESSAGES.notAssigned, msg`This user is not assigned to the project`],
  // Buildings, units and prices (contract/buildings.ts).
  [BUILDING_MESSAGES.refugeOverFloors, msg`Refuge floors cannot be more than the number of floors`],
  [BUILDING_MESSAGES.basementPositive, msg`Basement floors must be 0 or a negative number`],
  [BUILDING_MESSAGES.cannotDeleteUnit, msg`You cannot delete the unit`],
  [BUILDING_MESSAGES.interiorsTooMany, msg`Maximum Interiors length reached`],
  [
    BUILDING_MESSAGES.areasOrder,
    msg`Carpet area cannot exceed built-up area, nor built-up area the super built-up area`,
  ],
  [BUILDING_MESSAGES.unknownType, msg`Choose a value from the list`],
  [BUILDING_MESSAGES.floorShrinkWithUnits, msg`Floors that have units cannot be removed`],
  [BUILDING_MESSAGES.flatsShrinkWithUnits, msg`A floor already has more units than that`],
  [BUILDING_MESSAGES.floorFull, msg`This floor already has as many units as flats per floor`],
  [BUILDING_MESSAGES.floorOutOfRange, msg`No such floor in this building`],
  [BUILDING_MESSAGES.duplicateUnitName, msg`A unit with this name already exists in the building`],
  [
    BUILDING_MESSAGES.duplicateBuildingName,
    msg`A building with this name already exists in the project`,
  ],
  [BUILDING_MESSAGES.unknownUnits, msg`Some units are not in this building`],
  [PRICE_RULE_MESSAGES.floorsOrder, msg`The first floor cannot be above the last`],
  [PRICE_RULE_MESSAGES.noUnits, msg`No unit matches these choices`],
  [PRICE_RULE_MESSAGES.noChange, msg`No price changes with this rule`],
  [PRICE_RULE_MESSAGES.belowZero, msg`This change would make a price negative`],
  [PRICE_RULE_MESSAGES.tooMany, msg`Too many units to price at once`],
  [PRICE_RULE_MESSAGES.percentRange, msg`A change in per cent must be between -100 and 1000`],
  // Projects (decision 0043).
  [PROJECT_MESSAGES.invalidGstin, msg`Please enter a valid GSTIN`],
  [PROJECT_MESSAGES.invalidCin, msg`Please enter a valid CIN`],
  [PROJECT_MESSAGES.invalidPincode, msg`Pincode must be 6 digits`],
  [PROJECT_MESSAGES.invalidRera, msg`Please enter a valid RERA number`],
  [PROJECT_MESSAGES.invalidUrl, msg`Please enter a valid web address starting with https://`],
  [PROJECT_MESSAGES.invalidSocialLink, msg`This address is not on that site`],
  [PROJECT_MESSAGES.invalidMobile, msg`Please enter a valid 10-digit mobile number`],
  [PROJECT_MESSAGES.sameNumbers, msg`Alternate number cannot be the same as the contact number`],
  [PROJECT_MESSAGES.unknownState, msg`Choose a state from the list`],
  [PROJECT_MESSAGES.unknownStatus, msg`Choose a project status from the list`],
  [PROJECT_MESSAGES.completionBeforeStart, msg`Completion date must be after the start date`],
  [PROJECT_MESSAGES.latitudeRange, msg`Latitude must be between -90 and 90`],
  [PROJECT_MESSAGES.longitudeRange, msg`Longitude must be between -180 and 180`],
  [PROJECT_MESSAGES.coordinateDecimals, msg`Use at most 6 digits after the decimal point`],
  [PROJECT_MESSAGES.ctsInvalid, msg`CTS numbers can have letters, digits, spaces and . / - only`],
  [PROJECT_MESSAGES.ctsTooMany, msg`At most 20 CTS numbers`],
  [PROJECT_MESSAGES.reasonRequired, msg`Say why the publish status changes`],
  [PROJECT_MESSAGES.imageTooLarge, msg`Logo is larger than 1 MB`],
  [PROJECT_MESSAGES.imageFormat, msg`Images must be JPG or PNG`],
  [PROJECT_MESSAGES.imageNotUploaded, msg`The image was not uploaded`],
  [PROJECT_MESSAGES.imageUnknown, msg`This image address is not one given to you`],
  [PROJECT_MESSAGES.notFound, msg`Project not found`],
  [PROJECT_MESSAGES.stepNotReached, msg`Save the earlier steps first`],
  [PROJECT_MESSAGES.offline, msg`Editing a project needs the internet`],
  [CONTENT_MESSAGES.notFound, msg`Content not found`],
  [CONTENT_MESSAGES.notUploaded, msg`The file was not uploaded; please upload it again`],
  [CONTENT_MESSAGES.imageType, msg`Choose a JPG or PNG image`],
  [CONTENT_MESSAGES.pdfType, msg`Choose a PDF file`],
  [CONTENT_MESSAGES.unitNotFound, msg`Choose a unit of this project`],
  [CONTENT_MESSAGES.documentTypeRequired, msg`Choose the kind of document`],
  [CONTENT_MESSAGES.unitRequired, msg`Choose the unit this plan is for`],
  [CONTENT_MESSAGES.selectedCreatives, msg`At most 4 creatives can be selected`],
  [CONTENT_MESSAGES.creatives, msg`At most 30 creatives can be uploaded`],
  [CONTENT_MESSAGES.masterPlanExists, msg`The project already has a master plan; delete it first`],
  [CONTENT_MESSAGES.unitPlanExists, msg`This unit already has a plan; delete it first`],
  [CONTENT_MESSAGES.documentExists, msg`The project already has this document; delete it first`],
  [CONTENT_MESSAGES.amenities, msg`Maximum user-defined amenities 50`],
  [CONTENT_MESSAGES.amenityExists, msg`This amenity already exists`],
  [CONTENT_MESSAGES.brochureAmenities, msg`Maximum 4 amenities`],
  [CONTENT_MESSAGES.pastProjects, msg`You can't add more than 6 past projects`],
  [CONTENT_MESSAGES.notAnImage, msg`Only an image can be selected`],
  // Post-sales: customers, payments and letters (decision 0055).
  [POST_SALES_MESSAGES.notFound, msg`Customer not found`],
  [POST_SALES_MESSAGES.cancelled, msg`This booking is cancelled`],
  [POST_SALES_MESSAGES.noPlan, msg`This booking has no payment plan`],
  [POST_SALES_MESSAGES.milestoneNotFound, msg`This milestone is not in the booking’s payment plan`],
  [
    POST_SALES_MESSAGES.overBalance,
    msg`The amount is more than what is left to pay on this milestone`,
  ],
  [POST_SALES_MESSAGES.baseAndGst, msg`Base amount and GST must add up to the amount paid`],
  [POST_SALES_MESSAGES.paidInFuture, msg`The paid-on date cannot be in the future`],
  [POST_SALES_MESSAGES.dueInPast, msg`The due date cannot be in the past`],
  [POST_SALES_MESSAGES.amountRequired, msg`Amount must be more than 0`],
  [POST_SALES_MESSAGES.unknownMode, msg`Choose a mode of payment from the list`],
  [POST_SALES_MESSAGES.fileType, msg`Upload a JPG, PNG or PDF file`],
  [POST_SALES_MESSAGES.fileNotUploaded, msg`The file was not uploaded; please upload it again`],
  [POST_SALES_MESSAGES.milestonePaid, msg`This milestone is paid`],
  [POST_SALES_MESSAGES.demandExists, msg`A demand letter for this milestone already exists`],
  [POST_SALES_MESSAGES.allotmentExists, msg`This booking already has an allotment letter`],
  [POST_SALES_MESSAGES.maskedOnly, msg`Contact details are shown in full one customer at a time`],
  [POST_SALES_MESSAGES.documentNotFound, msg`Document not found`],
  // Post-sales documents and construction progress (decision 0056).
  [POST_SALES_FILE_MESSAGES.mediaTooLarge, msg`Media file too large (100 MB)`],
  [
    POST_SALES_FILE_MESSAGES.mediaType,
    msg`Choose a JPG, PNG or HEIC image, or an MP4 or MKV video`,
  ],
  [POST_SALES_FILE_MESSAGES.notFound, msg`This upload was not found; please upload the file again`],
  [
    POST_SALES_FILE_MESSAGES.incomplete,
    msg`Some parts of the file have not arrived yet; resume the upload`,
  ],
  [POST_SALES_FILE_MESSAGES.notReady, msg`Upload the file before saving`],
  [COMMON_DOCUMENT_MESSAGES.notFound, msg`Document not found`],
  [COMMON_DOCUMENT_MESSAGES.nameTaken, msg`A document of this name already exists in the project`],
  [COMMON_DOCUMENT_MESSAGES.inactive, msg`Activate the document before sharing it`],
  [COMMON_DOCUMENT_MESSAGES.noCustomers, msg`This project has no customers to share it with`],
  [COMMON_DOCUMENT_MESSAGES.sharingError, msg`Document sharing error`],
  [COMMON_DOCUMENT_MESSAGES.nothingToChange, msg`Change the name or whether it is active`],
  [CONSTRUCTION_MESSAGES.notFound, msg`Construction progress not found`],
  [CONSTRUCTION_MESSAGES.buildingNotFound, msg`Choose a building of this project`],
  [CONSTRUCTION_MESSAGES.tooManyMedia, msg`At most 10 files can be added`],
  // Customer queries (contract/tickets.ts, decision 0057).
  [TICKET_MESSAGES.notFound, msg`Query not found`],
  [TICKET_MESSAGES.sameStatus, msg`The query is already in this status`],
  [
    TICKET_MESSAGES.needsPriorityAndAssignee,
    msg`Set a priority and an assignee before work starts on the query`,
  ],
  [TICKET_MESSAGES.changeRequired, msg`Choose a status or a priority`],
  [TICKET_MESSAGES.notAssignable, msg`This user cannot be assigned queries of the project`],
  [TICKET_MESSAGES.alreadyFirst, msg`This user is already the assignee`],
  [TICKET_MESSAGES.commentEmpty, msg`Write a comment or attach a file`],
  [TICKET_MESSAGES.tooManyFiles, msg`Max 5 attachments`],
  [TICKET_MESSAGES.fileTooLarge, msg`Files must be under 25 MB`],
  [TICKET_MESSAGES.notUploaded, msg`The file was not uploaded; please attach it again`],
  [TICKET_MESSAGES.fileUsed, msg`This file was already sent with another comment`],
  [TICKET_MESSAGES.fileUnknown, msg`This file was not prepared for the query`],
  [TICKET_MESSAGES.tooManyComments, msg`A query can have at most 500 comments`],
  [TICKET_MESSAGES.idTaken, msg`This id is already used by another record`],
  [TICKET_MESSAGES.unknownProject, msg`Choose a project of the organisation`],
])

// The shapes of contract/validators.ts tooLongMessage, fileTooLargeMessage, tooManyFilesMessage.
const WITH_NUMBER: readonly [RegExp, (n: number) => MessageDescriptor][] = [
  [/^Use at most (\d+) characters$/, NUMBERED_MESSAGES.tooLong],
  [/^File is larger than (\d+) MB$/, NUMBERED_MESSAGES.fileTooLarge],
  [/^At most (\d+) files can be uploaded$/, NUMBERED_MESSAGES.tooManyFiles],
]

// Refusals that name what they are about (contract/buildings.ts cannotDeleteBuildingMessage).
const WITH_NAME: readonly [RegExp, (name: string) => MessageDescriptor][] = [
  [
    CANNOT_DELETE_BUILDING_PATTERN,
    (name) => msg`You cannot delete the building ${name}: some of its units are blocked or booked`,
  ],
]

/** A refused status move names both statuses (contract/tickets.ts statusMoveMessage). */
function moveMessage(key: string): MessageDescriptor | null {
  const match = TICKET_MOVE_PATTERN.exec(key)
  if (!match) return null
  const [, from = '', to = ''] = match
  return msg`A query cannot move from ${from} to ${to}`
}

/**
 * The translatable message for a validation text from the contract (a zod issue on the client,
 * or a field of the server's validation 400). Unknown text comes back as a descriptor of
 * itself, so `i18n._(validationMessage(text))` always shows something.
 */
export function validationMessage(text: string): MessageDescriptor {
  const key = text.trim().replace(/\.$/, '')
  const known = BY_TEXT.get(key)
  if (known) return known
  for (const [pattern, message] of WITH_NUMBER) {
    const match = pattern.exec(key)
    if (match) return message(Number(match[1]))
  }
  for (const [pattern, message] of WITH_NAME) {
    const match = pattern.exec(key)
    if (match) return message(match[1]!)
  }
  return moveMessage(key) ?? { id: text, message: text }
}

/** `validationMessage` read out in the active language; components pass `useLingui().i18n`. */
export function validationText(text: string, i18n: I18n = globalI18n): string {
  return i18n._(validationMessage(text))
}
