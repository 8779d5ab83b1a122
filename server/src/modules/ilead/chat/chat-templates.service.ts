import type { z } from 'zod'
import { COUNTRY_CODE } from '../../../../../contract/auth.ts'
import {
  CHAT_ERROR_CODES,
  CHAT_MESSAGES,
  CHAT_TEMPLATE_VARIABLES,
  fillTemplate,
  templatePlaceholders,
  type TChatPayload,
  type TChatTemplate,
  type TChatTemplatePage,
  type TChatTemplateVariable,
  type ZChatTemplatesQuery,
} from '../../../../../contract/chat.ts'
import type { Conn } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import { pageInfo } from '../../../paging.ts'
import { permissionDenied, type AuthContext } from '../../../security/access.ts'
import type { LeadRow } from '../leads/leads.repository.ts'
import { visibleLead } from '../leads/leads.service.ts'
import {
  chatTemplateFor,
  chatTemplatePage,
  senderOf,
  type ChatTemplateRow,
} from './chat.repository.ts'

type TValues = Record<TChatTemplateVariable, string>

export const templateNotFound = () =>
  new AppError(400, CHAT_ERROR_CODES.templateNotFound, CHAT_MESSAGES.templateNotFound)

/** The values of every template variable for this lead, sent by this user. */
async function valuesFor(db: Conn, auth: AuthContext, row: LeadRow): Promise<TValues> {
  const sender = await senderOf(db, auth.userId, auth.orgId)
  const executive = sender ? `${sender.firstName} ${sender.lastName}`.trim() : ''
  const phone = sender?.phone ?? ''
  return {
    lead_name: row.lead.fullName,
    lead_first_name: row.lead.fullName.split(/\s+/)[0] ?? row.lead.fullName,
    project_name: row.projectName,
    executive_name: executive,
    executive_first_name: sender?.firstName ?? '',
    executive_mobile: phone ? `+${COUNTRY_CODE} ${phone.slice(0, 5)} ${phone.slice(5)}` : '',
    organisation_name: sender?.organisation ?? '',
  }
}

const isVariable = (name: string): name is TChatTemplateVariable =>
  (CHAT_TEMPLATE_VARIABLES as readonly string[]).includes(name)

function toChatTemplate(row: ChatTemplateRow, values: TValues): TChatTemplate {
  const names = templatePlaceholders(row.body).filter(isVariable)
  return {
    id: row.id,
    templateName: row.name,
    category: row.category,
    language: row.language,
    body: row.body,
    variables: names.map((name) => ({ name, value: values[name] })),
    text: fillTemplate(row.body, values),
  }
}

/**
 * The templates to send this lead, filled for it and the caller (spec 001: per lead and user,
 * page 1, 20 a page). `userId` may only name the caller: a message goes out as its sender.
 */
export async function templatePage(
  db: Conn,
  auth: AuthContext,
  query: z.output<typeof ZChatTemplatesQuery>,
): Promise<TChatTemplatePage> {
  if (query.userId !== undefined && query.userId !== auth.userId) throw permissionDenied()
  const row = await visibleLead(db, auth, query.leadId)
  const [{ rows, total }, values] = await Promise.all([
    chatTemplatePage(db, row.lead.orgId, row.lead.projectId, query.page, query.limit),
    valuesFor(db, auth, row),
  ])
  return {
    items: rows.map((r) => toChatTemplate(r, values)),
    pageInfo: pageInfo(query.page, query.limit, total),
  }
}

/**
 * A template message as it is sent: its name, variables and text from the stored template,
 * filled here for the lead and the sender, whatever the client wrote (it may have filled them
 * offline, from an older copy). Other messages go as they are.
 */
export async function filledPayload(
  db: Conn,
  auth: AuthContext,
  row: LeadRow,
  payload: TChatPayload,
): Promise<TChatPayload> {
  if (payload.type !== 'template') return payload
  const template = await chatTemplateFor(db, row.lead.orgId, row.lead.projectId, payload.templateId)
  if (!template) throw templateNotFound()
  const filled = toChatTemplate(template, await valuesFor(db, auth, row))
  return {
    type: 'template',
    templateId: template.id,
    name: template.name,
    variables: filled.variables.map((v) => v.value),
    text: filled.text,
  }
}
