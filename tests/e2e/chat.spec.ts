import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { CHAT_PATHS, ZChatPage } from '../../contract/chat.ts'
import { HEADERS } from '../../contract/http.ts'
import { leadsOf } from './fixtures/leads.ts'
import { goOffline, goOnline, offlineAgain, waitForServiceWorker } from './fixtures/network.ts'
import { parseSession, type StoredSession } from './fixtures/notifications.ts'
import { sessionFor, storeSession } from './fixtures/sign-in.ts'

/**
 * Issue 18, the PWA slice (decision 0040): an executive chats with a lead on its page. A message
 * goes sent -> delivered -> read live (the development messenger's receipts), the lead's reply
 * appears without a reload, the conversation opens offline from the device, and a message written
 * offline waits, then reaches the server once.
 */

const headers = (session: StoredSession) => ({
  authorization: `Bearer ${session.accessToken}`,
  [HEADERS.clientId]: 'e2e-api',
  [HEADERS.platform]: 'web',
})

async function serverTexts(request: APIRequestContext, session: StoredSession, leadId: string) {
  const res = await request.get(CHAT_PATHS.chats, {
    headers: headers(session),
    params: { conversation_id: leadId, limit: 100 },
  })
  expect(res.status()).toBe(200)
  return ZChatPage.parse(await res.json()).items.flatMap((m) =>
    m.payload.type === 'text' ? [m.payload.text] : [],
  )
}

const line = (page: Page, text: string) =>
  page.getByTestId('chat-message').filter({ hasText: text })

test('an executive chats with a lead live, and a message written offline is sent once', async ({
  page,
  context,
  request,
}) => {
  const exec = parseSession(await sessionFor(request, 'salesExecutive'))
  // A lead no other spec works on: a Qualified lead picked by id, with a number on WhatsApp.
  const { items } = await leadsOf(request, exec, { leadStatus: 'Qualified', limit: 20 })
  const lead = [...items]
    .sort((a, b) => a._id.localeCompare(b._id))
    .filter((l) => !l.profile.whatsAppNumber.endsWith('0000'))[6]!
  const stamp = Date.now().toString(36)

  await page.goto('/login')
  await storeSession(page, exec.raw)
  await page.goto(`/developer/manage-leads/${lead._id}`)
  // The worker stores the reads from here on (the conversation's, after the first message).
  await waitForServiceWorker(page)

  const chat = page.getByRole('region', { name: 'Chat', exact: true })
  await expect(chat.getByRole('textbox', { name: 'Message' })).toBeVisible()

  // Sent, then delivered and read as the receipts arrive (300 and 900 ms).
  const hello = `Namaste, the brochure follows ${stamp}`
  await chat.getByRole('textbox', { name: 'Message' }).fill(hello)
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter')
  await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('')
  await expect(line(page, hello).locator('[data-state="read"]')).toBeAttached({ timeout: 10_000 })
  await expect(line(page, hello)).toContainText('Read')

  // The lead answers: it appears without a reload, on the lead's side.
  const reply = `Please send the cost sheet ${stamp}`
  // After the live events, the newest page is read again in the background, for the device.
  const stored = page.waitForResponse(
    async (r) =>
      r.url().includes(`${CHAT_PATHS.chats}?`) &&
      r.request().method() === 'GET' &&
      (await r.text()).includes(reply),
  )
  const inbound = await request.post(CHAT_PATHS.devInbound, {
    data: { conversation_id: lead._id, payload: { type: 'text', text: reply } },
  })
  expect(inbound.status()).toBe(201)
  await expect(line(page, reply)).toHaveAttribute('data-direction', 'in')
  await stored

  // Both tablet orientations without the page overflowing; the chat axe clean.
  for (const size of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await page.setViewportSize(size)
    await chat.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    )
  }
  const axe = await new AxeBuilder({ page }).include('#chat').analyze()
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])

  // Offline, the conversation seen opens from the device, with its age.
  await goOffline(context)
  await page.reload()
  await offlineAgain(context)
  await expect(line(page, reply)).toBeVisible()
  await expect(chat.getByText(/Conversation as of/)).toBeVisible()

  // Offline: the message waits in the outbox, then reaches the server once.
  const later = `I will call you at 5 ${stamp}`
  await chat.getByRole('textbox', { name: 'Message' }).fill(later)
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter')
  await expect(line(page, later)).toContainText('Waiting to send')
  expect(await serverTexts(request, exec, lead._id)).not.toContain(later)
  await goOnline(context)
  await expect(line(page, later).locator('[data-state="waiting"]')).toHaveCount(0, {
    timeout: 20_000,
  })
  await expect(line(page, later)).toHaveCount(1)
  await expect
    .poll(async () => (await serverTexts(request, exec, lead._id)).filter((t) => t === later))
    .toEqual([later])
})
