import { CHAT_TEMPLATE_VARIABLES, templatePlaceholders } from '../../../contract/chat.ts'
import type { chatTemplates, projects } from '../db/schema.ts'
import type { TOrgSeed } from './org.ts'

type TemplateRow = typeof chatTemplates.$inferInsert

/** Every organisation's own: follow-up wording its executives send leads of any project. */
const ORG_TEMPLATES: { key: string; name: string; category: string; body: string }[] = [
  {
    key: 'welcome',
    name: 'Welcome',
    category: 'WELCOME',
    body: 'Hello {{lead_first_name}}, thank you for your interest in {{project_name}}. I am {{executive_name}} from {{organisation_name}} and I will help you with anything you need. You can reach me on {{executive_mobile}}.',
  },
  {
    key: 'follow-up',
    name: 'Follow-up after call',
    category: 'FOLLOW_UP',
    body: 'Hi {{lead_first_name}}, it was good speaking with you about {{project_name}}. As promised, I am sharing the details here. Do let me know a convenient time to talk again. - {{executive_name}}',
  },
  {
    key: 'site-visit-invite',
    name: 'Site visit invitation',
    category: 'SITE_VISIT',
    body: 'Dear {{lead_name}}, we would be happy to show you around {{project_name}}. Our sample flat is open every day from 10 am to 7 pm. Reply with a day and time that suits you and I will arrange the visit. - {{executive_name}}, {{executive_mobile}}',
  },
  {
    key: 'site-visit-thanks',
    name: 'Thank you for visiting',
    category: 'SITE_VISIT',
    body: 'Thank you for visiting {{project_name}} today, {{lead_first_name}}. I hope you liked the homes. If you have any questions about the cost sheet or the payment plan, I am just a message away. - {{executive_name}}',
  },
  {
    key: 'no-answer',
    name: 'Could not reach you',
    category: 'FOLLOW_UP',
    body: 'Hi {{lead_first_name}}, I tried calling you about {{project_name}} but could not get through. Please share a good time to call, or call me back on {{executive_mobile}}. - {{executive_name}}, {{organisation_name}}',
  },
]

/** One more for each project: its own offer wording. */
const PROJECT_TEMPLATE = {
  key: 'offer',
  name: 'Festive offer',
  category: 'OFFER',
  body: 'Good news, {{lead_first_name}}: bookings at {{project_name}} made this month come with no floor rise charges and a free modular kitchen. Shall I block a unit for you? - {{executive_name}}',
}

function checked(row: TemplateRow): TemplateRow {
  const unknown = templatePlaceholders(row.body).filter(
    (name) => !(CHAT_TEMPLATE_VARIABLES as readonly string[]).includes(name),
  )
  if (unknown.length > 0) throw new Error(`template ${row.id}: unknown variables ${unknown}`)
  return row
}

/** The demo's WhatsApp templates: a few for each organisation, and one for each project. */
export function buildChatTemplates(
  orgs: readonly TOrgSeed[],
  projectRows: readonly (typeof projects.$inferInsert)[],
  today: Date,
): TemplateRow[] {
  const ofOrgs = orgs.flatMap((org) =>
    ORG_TEMPLATES.map((t) => ({
      id: `chat-template-${org.id}-${t.key}`,
      orgId: org.id,
      projectId: null,
      name: t.name,
      category: t.category,
      body: t.body,
      createdAt: today,
    })),
  )
  const ofProjects = projectRows.map((p) => ({
    id: `chat-template-${p.id}-${PROJECT_TEMPLATE.key}`,
    orgId: p.orgId,
    projectId: p.id,
    name: PROJECT_TEMPLATE.name,
    category: PROJECT_TEMPLATE.category,
    body: PROJECT_TEMPLATE.body,
    createdAt: today,
  }))
  return [...ofOrgs, ...ofProjects].map(checked)
}
