import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { CHAT_PATHS } from '../../contract/chat.ts'
import { HEADERS } from '../../contract/http.ts'
import { leadsOf } from './fixtures/leads.ts'
import { parseSession } from './fixtures/notifications.ts'
import { sessionFor, signIn } from './fixtures/sign-in.ts'
import { resizeTo } from './fixtures/screen-checks.ts'
import { WITHOUT_SERVICE_WORKER } from './fixtures/network.ts'

test.use(WITHOUT_SERVICE_WORKER)

/**
 * Issue 18 item 1 (decision 0041): the lead's replies show as an unread count on its row of the
 * lead list, at both tablet sizes, without moving the row; none once the conversation is read.
 */

async function rowBadge(page: Page, leadId: string) {
  const row = page.getByRole('listitem').filter({
    has: page.locator(`a[href$="/developer/manage-leads/${leadId}"]`),
  })
  await expect(row).toHaveCount(1)
  return { row, badge: row.locator('[data-part=unread]') }
}

test('an inbound reply shows as an unread count on the lead list until it is read', async ({
  page,
  context,
  request,
}) => {
  const exec = parseSession(await sessionFor(request, 'salesExecutive'))
  // The executive's most recently updated lead: the list's first row.
  const lead = (await leadsOf(request, exec, { limit: 1 })).items[0]!
  for (const text of ['Haan ji, Sunday ko aayenge', 'Parking milegi?']) {
    const res = await request.post(CHAT_PATHS.devInbound, {
      data: { conversation_id: lead._id, payload: { type: 'text', text } },
    })
    expect(res.status()).toBe(201)
  }

  await signIn(context, request, 'salesExecutive')
  await resizeTo(page, { width: 1024, height: 768 })
  await page.goto('/developer/manage-leads')
  for (const size of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await resizeTo(page, size)
    const { row, badge } = await rowBadge(page, lead._id)
    await expect(badge).toHaveText('22 unread messages')
    await expect(badge.getByText('2 unread messages')).toBeAttached()
    const rowBox = (await row.boundingBox())!
    const badgeBox = (await badge.boundingBox())!
    expect(rowBox.height).toBe(72)
    expect(badgeBox.y).toBeGreaterThanOrEqual(rowBox.y)
    expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(rowBox.y + rowBox.height)
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width)
  }
  expect((await new AxeBuilder({ page }).include('[role=list]').analyze()).violations).toEqual([])

  const read = await request.post(CHAT_PATHS.markRead, {
    headers: {
      authorization: `Bearer ${exec.accessToken}`,
      [HEADERS.clientId]: 'e2e-api',
      [HEADERS.platform]: 'web',
    },
    data: { conversation_id: lead._id },
  })
  expect(read.status()).toBe(200)
  // After the list has asked again, so no badge is not merely an answer still on its way.
  const asked = page.waitForResponse((res) => res.url().includes(CHAT_PATHS.unread))
  await page.reload()
  expect((await asked).status()).toBe(200)
  const { badge } = await rowBadge(page, lead._id)
  await expect(badge).toHaveCount(0)
})
