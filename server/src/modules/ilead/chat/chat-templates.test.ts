import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHAT_ERROR_CODES,
  CHAT_PATHS,
  type TChatMessage,
  type TChatTemplatePage,
} from '../../../../../contract/chat.ts'
import { chatTemplates, projects, users } from '../../../db/schema.ts'
import { insertLead, startLeadSuite, type LeadSuite } from '../../../../test/lead-fixtures.ts'
import { DevelopmentWhatsAppMessenger } from './whatsapp-messenger.ts'

/** Templates per lead and user (decision 0046): listed filled, and sent filled by the server. */
let suite: LeadSuite
let leadId: string
let hiddenLead: string
let projectName: string
let execName: string

const templates = (extra: string) =>
  suite.call<TChatTemplatePage & { code?: string }>(
    suite.exec,
    'GET',
    `${CHAT_PATHS.templates}?${extra}`,
  )

beforeAll(async () => {
  suite = await startLeadSuite({ messenger: new DevelopmentWhatsAppMessenger() })
  const { world, server } = suite
  leadId = (
    await insertLead(server, world, {
      assigneeId: world.user.salesExecutive,
      fullName: 'Kavita Deshpande',
    })
  ).id
  hiddenLead = (await insertLead(server, world, { assigneeId: world.user.salesManager })).id
  const [project] = await server.db.select().from(projects).where(eq(projects.id, world.p1))
  projectName = project!.name
  const [exec] = await server.db.select().from(users).where(eq(users.id, world.user.salesExecutive))
  execName = `${exec!.firstName} ${exec!.lastName}`
  // Switched off: never listed nor sent.
  await server.db.insert(chatTemplates).values({
    id: 'retired',
    orgId: world.orgId,
    name: 'Retired',
    category: 'OFFER',
    body: 'Old offer for {{lead_name}}',
    isActive: false,
  })
})

afterAll(() => suite?.server.close())

describe('chat templates', () => {
  it("lists the organisation's and the lead's project's templates, filled for lead and sender", async () => {
    const res = await templates(
      `leadId=${leadId}&userId=${suite.world.user.salesExecutive}&page=1&limit=20`,
    )
    expect(res.status).toBe(200)
    const { items, pageInfo } = res.body
    // The organisation's five and the lead's project's offer; not other projects' nor the retired.
    expect(items.map((t) => t.templateName).sort()).toEqual([
      'Could not reach you',
      'Festive offer',
      'Follow-up after call',
      'Site visit invitation',
      'Thank you for visiting',
      'Welcome',
    ])
    expect(pageInfo).toMatchObject({ pageNumber: 1, pageSize: 20, totalNumItems: 6 })
    const welcome = items.find((t) => t.templateName === 'Welcome')!
    expect(welcome.text).toContain('Hello Kavita, thank you for your interest in ' + projectName)
    expect(welcome.text).toContain(`I am ${execName} from `)
    expect(welcome.text).toMatch(/\+91 \d{5} \d{5}\.$/)
    expect(welcome.text).not.toContain('{{')
    expect(welcome.variables.map((v) => v.name)).toEqual([
      'lead_first_name',
      'project_name',
      'executive_name',
      'organisation_name',
      'executive_mobile',
    ])
  })

  it('pages by 20 at most, for visible leads and the caller only', async () => {
    expect((await templates(`leadId=${leadId}&limit=1`)).body.items).toHaveLength(1)
    expect((await templates(`leadId=${leadId}&limit=21`)).status).toBe(400)
    expect((await templates('')).status).toBe(400)
    expect((await templates(`leadId=${hiddenLead}`)).status).toBe(404)
    const other = await templates(`leadId=${leadId}&userId=${suite.world.user.salesManager}`)
    expect(other.status).toBe(403)
  })

  it('sends a template filled by the server, whatever the client wrote', async () => {
    const { items } = (await templates(`leadId=${leadId}`)).body
    const followUp = items.find((t) => t.templateName === 'Follow-up after call')!
    const res = await suite.call<TChatMessage>(suite.exec, 'POST', CHAT_PATHS.chats, {
      conversation_id: leadId,
      client_message_id: randomUUID(),
      payload: {
        type: 'template',
        templateId: followUp.id,
        name: 'Anything',
        variables: ['stale'],
        text: 'Written offline, from an old copy',
      },
    })
    expect(res.status).toBe(201)
    expect(res.body.payload).toEqual({
      type: 'template',
      templateId: followUp.id,
      name: 'Follow-up after call',
      variables: followUp.variables.map((v) => v.value),
      text: followUp.text,
    })
    expect(res.body.message_status).toBe('sent')
  })

  it('refuses a template the lead may not be sent, naming the field', async () => {
    for (const templateId of ['retired', 'no-such-template']) {
      const res = await suite.call<{ code: string; message: string }>(
        suite.exec,
        'POST',
        CHAT_PATHS.chats,
        {
          conversation_id: leadId,
          client_message_id: randomUUID(),
          payload: { type: 'template', templateId, name: 'x', variables: [] },
        },
      )
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(CHAT_ERROR_CODES.templateNotFound)
      expect(res.body.message).toContain('payload.templateId')
    }
  })
})
