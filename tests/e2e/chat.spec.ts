import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { CHAT_PATHS, ZChatPage } from '../../contract/chat.ts'
import { HEADERS } from '../../contract/http.ts'
import { leadsOf } from './fixtures/leads.ts'
import { goOffline, goOnline, offlineAgain, waitForServiceWorker } from './fixtures/network.ts'
import { parseSession, type StoredSession } from './fixtures/notifications.ts'
import { sessionFor, storeSession } from './fixtures/sign-in.ts'
import { resizeTo } from './fixtures/screen-checks.ts'

/**
 * Issue 18, the PWA slice (decisions 0040, 0046): an executive chats with a lead on its page. A
 * message goes sent -> delivered -> read live (the development messenger's receipts), the lead's
 * reply appears without a reload, the conversation opens offline from the device, and two
 * messages written offline wait, then reach the server once each, in order. A manager who sees
 * the same lead watches the conversation and its receipts live; a read receipt that arrives
 * before delivered leaves the message read.
 */

const headers = (session: StoredSession) => ({
  authorization: `Bearer ${session.accessToken}`,
  [HEADERS.clientId]: 'e2e-api',
  [HEADERS.platform]: 'web',
})

async function serverMessages(request: APIRequestContext, session: StoredSession, leadId: string) {
  const res = await request.get(CHAT_PATHS.chats, {
    headers: headers(session),
    params: { conversation_id: leadId, limit: 100 },
  })
  expect(res.status()).toBe(200)
  // Oldest first, as the conversation shows them.
  return ZChatPage.parse(await res.json()).items.reverse()
}

async function serverTexts(request: APIRequestContext, session: StoredSession, leadId: string) {
  return (await serverMessages(request, session, leadId)).flatMap((m) =>
    m.payload.type === 'text' ? [m.payload.text] : [],
  )
}

const line = (page: Page, text: string) =>
  page.getByTestId('chat-message').filter({ hasText: text })

/** Leads of the executive no other spec works on: Qualified, picked by id, on WhatsApp. */
async function chatLeads(request: APIRequestContext, exec: StoredSession) {
  const { items } = await leadsOf(request, exec, { leadStatus: 'Qualified', limit: 20 })
  return [...items]
    .sort((a, b) => a._id.localeCompare(b._id))
    .filter((l) => !l.profile.whatsAppNumber.endsWith('0000'))
}

async function send(page: Page, text: string) {
  const chat = page.getByRole('region', { name: 'Chat', exact: true })
  const box = chat.getByRole('textbox', { name: 'Message' })
  await box.fill(text)
  await box.press('Enter')
  await expect(box).toHaveValue('')
}

test('an executive chats with a lead live, and a message written offline is sent once', async ({
  page,
  context,
  request,
}) => {
  test.slow()
  const exec = parseSession(await sessionFor(request, 'salesExecutive'))
  const lead = (await chatLeads(request, exec))[6]!
  const stamp = Date.now().toString(36)

  await page.goto('/login')
  await storeSession(page, exec.raw)
  await page.goto(`/developer/manage-leads/${lead._id}`)
  // The worker stores the reads from here on (the conversation's, after the first message).
  await waitForServiceWorker(page)

  const chat = page.getByRole('region', { name: 'Chat', exact: true })
  await expect(chat.getByRole('textbox', { name: 'Message' })).toBeVisible()

  // The header's Chat link brings the composer into view, clear of the sticky bars, and puts the
  // cursor in it, at both tablet sizes (the link is in the header when wide, the bar when narrow).
  for (const size of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await resizeTo(page, size)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page
      .getByRole('navigation', { name: 'Lead actions' })
      .getByRole('link', { name: 'Chat' })
      .filter({ visible: true })
      .click()
    const box = chat.getByRole('textbox', { name: 'Message' })
    await expect(box).toBeFocused()
    await expect(box).toBeInViewport({ ratio: 1 })
    // Not under the bottom bar of actions (narrow) nor the sticky header: it is what is hit there.
    expect(
      await box.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        return hit === el || el.contains(hit)
      }),
    ).toBe(true)
  }

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
    await resizeTo(page, size)
    await chat.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    )
  }
  const axe = await new AxeBuilder({ page }).include('#chat').analyze()
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])

  // A project file to send (decision 0054): the picker lists the seeded brochure; sending it
  // closes the picker, gives focus back, and the file message is taken and read like any other.
  const attach = chat.getByRole('button', { name: 'Attach file' })
  await attach.click()
  const picker = page.getByRole('dialog', { name: 'Send a file' })
  const sendBrochure = picker.getByTestId('chat-group-BROCHURE').getByRole('button').first()
  const brochure = (await sendBrochure.getAttribute('aria-label'))!.replace(/^Send /, '')
  await sendBrochure.click()
  await expect(picker).toBeHidden()
  await expect(attach).toBeFocused()
  await expect(line(page, brochure).locator('[data-state="read"]')).toBeAttached({
    timeout: 10_000,
  })

  // The templates were read when the chat first showed, before the worker controlled the page:
  // read again under its control, so the device keeps them.
  const templatesStored = page.waitForResponse((r) => r.url().includes(CHAT_PATHS.templates))
  await page.reload()
  expect((await templatesStored).status()).toBe(200)

  // Offline, the conversation seen opens from the device, with its age.
  await goOffline(context)
  await page.reload()
  await offlineAgain(context)
  await expect(line(page, reply)).toBeVisible()
  await expect(chat.getByText(/Conversation as of/)).toBeVisible()

  // Offline: a template goes through the same outbox (the picker is the device's copy).
  await chat.getByRole('button', { name: 'Templates' }).click()
  const welcome = chat.getByTestId('chat-template').filter({ hasText: 'Welcome' })
  await expect(welcome).toContainText(lead.profile.fullName.split(' ')[0]!)
  await welcome.getByRole('button', { name: 'Send Welcome' }).click()
  await expect(chat.getByRole('button', { name: 'Templates' })).toBeVisible()

  // Offline: two messages wait in the outbox, then reach the server once each, in order.
  const later = [`I will call you at 5 ${stamp}`, `The site office opens at 10 ${stamp}`]
  for (const text of later) {
    await send(page, text)
    await expect(line(page, text)).toContainText('Waiting to send')
  }
  const ours = (texts: string[]) => texts.filter((t) => later.includes(t))
  expect(ours(await serverTexts(request, exec, lead._id))).toEqual([])
  await goOnline(context)
  for (const text of later) {
    await expect(line(page, text).locator('[data-state="waiting"]')).toHaveCount(0, {
      timeout: 20_000,
    })
    await expect(line(page, text)).toHaveCount(1)
  }
  await expect.poll(async () => ours(await serverTexts(request, exec, lead._id))).toEqual(later)
  // The template reached the server once, filled for the lead.
  const sentTemplates = (await serverMessages(request, exec, lead._id)).filter(
    (m) => m.payload.type === 'template' && m.payload.name === 'Welcome',
  )
  expect(sentTemplates).toHaveLength(1)
  const [template] = sentTemplates
  expect(template!.payload.type === 'template' && template!.payload.text).toContain(
    lead.profile.fullName.split(' ')[0]!,
  )
})

test('an executive and a manager see a message and its receipts live; read stays read', async ({
  browser,
  request,
}) => {
  test.slow()
  const exec = parseSession(await sessionFor(request, 'salesExecutive'))
  const manager = parseSession(await sessionFor(request, 'salesManager'))
  const lead = (await chatLeads(request, exec))[7]!
  const stamp = Date.now().toString(36)
  const contexts = await Promise.all([browser.newContext(), browser.newContext()])
  try {
    const [execPage, managerPage] = await Promise.all(contexts.map((c) => c.newPage()))
    for (const [page, session] of [
      [execPage!, exec],
      [managerPage!, manager],
    ] as const) {
      await resizeTo(page, { width: 1024, height: 768 })
      await page.goto('/login')
      await storeSession(page, session.raw)
      await page.goto(`/developer/manage-leads/${lead._id}`)
      // A new context's first load: the app, its worker and the lead's reads all at once.
      await expect(
        page.getByRole('region', { name: 'Chat', exact: true }).getByRole('textbox'),
      ).toBeVisible({ timeout: 30_000 })
    }

    // Sent by the executive: on the manager's screen without a reload, then delivered and read.
    const hello = `Your site visit is booked for Sunday ${stamp}`
    await send(execPage!, hello)
    for (const page of [execPage!, managerPage!]) {
      await expect(line(page, hello)).toHaveCount(1)
      await expect(line(page, hello).locator('[data-state="read"]')).toBeAttached({
        timeout: 10_000,
      })
    }

    // The lead's answer reaches both.
    const reply = `Sunday 11 am is fine ${stamp}`
    const inbound = await request.post(CHAT_PATHS.devInbound, {
      data: { conversation_id: lead._id, payload: { type: 'text', text: reply } },
    })
    expect(inbound.status()).toBe(201)
    for (const page of [execPage!, managerPage!]) {
      await expect(line(page, reply)).toHaveAttribute('data-direction', 'in')
    }

    // Receipts out of order: read, then delivered. The message stays read on both screens and
    // on the server, whether or not the development messenger's own receipts came in between.
    const late = `Parking is in the basement ${stamp}`
    await send(managerPage!, late)
    let wamid: string | undefined
    await expect
      .poll(async () => {
        const m = (await serverMessages(request, exec, lead._id)).find(
          (x) => x.payload.type === 'text' && x.payload.text === late,
        )
        wamid = m?.wamid[0]
        return wamid
      })
      .toBeTruthy()
    for (const status of ['read', 'delivered'] as const) {
      const res = await request.post(CHAT_PATHS.devReceipt, {
        data: { providerMessageId: wamid, status },
      })
      expect(res.status()).toBe(200)
    }
    for (const page of [execPage!, managerPage!]) {
      await expect(line(page, late).locator('[data-state="read"]')).toBeAttached()
    }
    // Past the development messenger's own receipts (900 ms), then as the server has it.
    await execPage!.waitForTimeout(1_500)
    await execPage!.reload()
    for (const page of [execPage!, managerPage!]) {
      await expect(line(page, late).locator('[data-state="read"]')).toBeAttached()
      await expect(line(page, late).locator('[data-state="delivered"]')).toHaveCount(0)
    }
    const stored = (await serverMessages(request, exec, lead._id)).find((m) => m.wamid[0] === wamid)
    expect(stored?.message_status).toBe('read')
  } finally {
    await Promise.all(contexts.map((c) => c.close()))
  }
})
