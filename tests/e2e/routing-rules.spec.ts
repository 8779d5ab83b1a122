import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { BLANK_BACKGROUND, LEAD_PATHS, type TLeadCreated } from '../../contract/leads.ts'
import {
  ROUTING_PATHS,
  type TRoutingExecutiveList,
  type TRoutingRule,
  type TRoutingRuleList,
} from '../../contract/routing-rules.ts'
import { parseSession, projectsOf } from './fixtures/notifications.ts'
import { sessionFor, signIn } from './fixtures/sign-in.ts'
import { resizeTo } from './fixtures/screen-checks.ts'
import { WITHOUT_SERVICE_WORKER } from './fixtures/network.ts'

test.use(WITHOUT_SERVICE_WORKER)

/**
 * Issue 17, item 1: an administrator makes a routing rule on the Lead settings screen, and a
 * lead added without an assignee lands on the rule's executive.
 */
test('a routing rule made on Lead settings hands a new lead without an owner to its executive', async ({
  page,
  context,
  request,
}) => {
  const admin = parseSession(await sessionFor(request, 'admin'))
  const headers = { authorization: `Bearer ${admin.accessToken}` }
  const [project] = await projectsOf(request, admin)
  const picker = await request.get(ROUTING_PATHS.projectExecutives(admin.slug, project!._id), {
    headers,
  })
  const [executive] = ((await picker.json()) as TRoutingExecutiveList).items
  const name = `${executive!.profile.firstName} ${executive!.profile.lastName}`

  await signIn(context, request, 'admin')
  await page.goto('/developer/lead-settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Lead settings' })).toBeVisible()
  await page.getByRole('button', { name: 'New routing rule' }).click()
  const form = page.getByRole('form', { name: 'New routing rule' })
  await form.getByLabel(/^Project/).selectOption(project!._id)
  await form.getByLabel('Find executives').fill(executive!.profile.firstName)
  await form.getByRole('button', { name: `Add ${name}` }).click()
  await expect(form.getByRole('list', { name: 'Executives, in turn order' })).toContainText(name)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/routing-rules'),
  )
  await form.getByRole('button', { name: 'Create rule' }).click()
  const rule = (await (await created).json()) as TRoutingRule
  await expect(form).toBeHidden()
  // By its id: a retried attempt finds the first attempt's rule for the same project too.
  const card = page.locator(`li[aria-labelledby="routing-rule-${rule._id}"]`)
  await expect(card).toContainText(name)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  // The executive is turned off and on again from the keyboard.
  const gets = card.getByRole('checkbox', { name: `Gets leads (${name})` })
  const press = async () => {
    // The change, then the list read again.
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH')
    const reread = page.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().includes('/routing-rules?'),
    )
    await page.keyboard.press('Space')
    await Promise.all([saved, reread])
  }
  // At the tablet sizes the console is made for, the page never scrolls sideways.
  for (const size of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await resizeTo(page, size)
    await expect(card).toBeVisible()
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }
    })
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
  }
  await gets.focus()
  await press()
  await expect(gets).not.toBeChecked()
  await expect(gets).toBeFocused()
  await press()
  await expect(gets).toBeChecked()

  try {
    const res = await request.post(LEAD_PATHS.projectLeads(admin.slug, project!._id), {
      headers,
      data: {
        profile: {
          fullName: 'Routing Test Lead',
          gender: 'Male',
          age: 36,
          whatsAppNumber: `7${String(Date.now() % 1_000_000_000).padStart(9, '0')}`,
          alternateNumber: null,
          email: null,
          sourceOfLead: 'Digital',
          subSourceOfLead: null,
          currentLocation: 'Pune',
        },
        propertyInterest: {
          budgetRange: null,
          purposeOfProperty: null,
          preferredUnitType: [],
          preferredFloor: [],
          propertyStatus: null,
          otherPreferences: null,
          carpetAreaSqFtRange: null,
        },
        background: { ...BLANK_BACKGROUND },
      },
    })
    expect(res.status()).toBe(201)
    const { lead } = (await res.json()) as TLeadCreated
    expect(lead.background.assignedTo?._id).toBe(executive!._id)
    // The lead's journey says the rule assigned it.
    await page.goto(`/developer/manage-leads/${lead._id}`)
    await page.getByRole('tab', { name: 'Journey' }).click()
    await expect(page.getByText('Assigned by routing rule')).toBeVisible()
  } finally {
    // Other specs add leads as the administrator: leave the project without an active rule.
    const list = await request.get(ROUTING_PATHS.rules(admin.slug), {
      headers,
      params: { limit: 100 },
    })
    for (const rule of ((await list.json()) as TRoutingRuleList).items) {
      if (!rule.isActive) continue
      await request.put(ROUTING_PATHS.ruleActive(admin.slug, rule._id), {
        headers,
        data: { isActive: false },
      })
    }
  }
})
