import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { HEADERS } from '../../contract/http.ts'
import { TICKET_PATHS, ZTicketDetail, type TTicketCommentCreate } from '../../contract/tickets.ts'
import { goOffline, goOnline, offlineAgain, waitForServiceWorker } from './fixtures/network.ts'
import { parseSession, type StoredSession } from './fixtures/notifications.ts'
import { pageOverflow, resizeTo, seriousViolations } from './fixtures/screen-checks.ts'
import { sessionFor, signIn } from './fixtures/sign-in.ts'

/**
 * Issue 21, items 6 and 7 (decision 0057): post-sales staff open a customer's query, go offline,
 * write two comments (one with a photo) and move it to WIP; on reconnect everything reaches the
 * server once and in order and the photo opens. A comment the home buyer posts through the API,
 * as the mobile app would, appears live. Axe clean, and no sideways scroll at both tablet sizes.
 */

// A 2x2 PNG, as a phone's camera roll would hand over a picture.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR42mP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

const headers = (session: StoredSession) => ({
  authorization: `Bearer ${session.accessToken}`,
  [HEADERS.clientId]: 'e2e-api',
  [HEADERS.platform]: 'web',
  [HEADERS.idempotencyKey]: randomUUID(),
})

async function ticketOf(request: APIRequestContext, as: StoredSession, ticketId: string) {
  const res = await request.get(TICKET_PATHS.ticket(as.slug, ticketId), { headers: headers(as) })
  expect(res.status()).toBe(200)
  return ZTicketDetail.parse(await res.json())
}

test('post-sales answer a query offline; everything arrives once, in order, and live', async ({
  page,
  context,
  request,
}) => {
  test.slow()
  const buyer = parseSession(await sessionFor(request, 'homeBuyer'))
  const staff = parseSession(await sessionFor(request, 'postSales'))
  const stamp = Date.now().toString(36)

  // The buyer raises a query from the app; post-sales triage it (a priority and an assignee).
  const projects = await request.get(TICKET_PATHS.tickets(buyer.slug), { headers: headers(buyer) })
  const projectId = (await projects.json()).items[0].projectId as string
  const raised = await request.post(TICKET_PATHS.tickets(buyer.slug), {
    headers: headers(buyer),
    data: { _id: randomUUID(), projectId, title: `Seepage in the balcony ${stamp}` },
  })
  expect(raised.status()).toBe(201)
  const ticket = ZTicketDetail.parse(await raised.json())
  const staffId = (JSON.parse(staff.raw) as { userId: string }).userId
  for (const [path, data] of [
    [TICKET_PATHS.ticket(staff.slug, ticket._id), { priority: 'HIGH' }],
    [TICKET_PATHS.assignee(staff.slug, ticket._id), { assigneeId: staffId }],
  ] as const) {
    expect((await request.patch(path, { headers: headers(staff), data })).status()).toBe(200)
  }

  await signIn(context, request, 'postSales')
  await page.goto('/developer/queries')
  await waitForServiceWorker(page)
  // Under the worker's control from here on: what is read is kept for offline use.
  await page.reload()
  const row = page.getByRole('row').filter({ hasText: ticket.title })
  await expect(row).toBeVisible()
  await row.getByRole('link', { name: ticket.title }).click()
  await expect(page.getByRole('heading', { level: 1, name: ticket.title })).toBeVisible()
  const conversation = page.getByRole('region', { name: 'Conversation' })
  await expect(conversation.getByRole('textbox', { name: 'Comment' })).toBeVisible()

  // Both tablet orientations, no sideways scroll; axe clean.
  for (const size of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await resizeTo(page, size)
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
  }
  expect(await seriousViolations(page)).toEqual([])

  // A comment the buyer posts from the app appears without a reload.
  const fromBuyer = `Water drips on the floor below ${stamp}`
  const posted = await request.post(TICKET_PATHS.comments(buyer.slug, ticket._id), {
    headers: headers(buyer),
    data: { _id: randomUUID(), text: fromBuyer, attachments: [] } satisfies TTicketCommentCreate,
  })
  expect(posted.status()).toBe(201)
  await expect(conversation.getByText(fromBuyer)).toBeVisible()

  // Offline: the ticket opens from the device, with its age.
  await goOffline(context)
  await page.reload()
  await offlineAgain(context)
  await expect(page.getByRole('heading', { level: 1, name: ticket.title })).toBeVisible()
  // The screen's own line, besides the connection banner's.
  await expect(page.getByText(/^Data as of/).last()).toBeVisible()

  // Two comments (the second with a photo) and the move to WIP, all waiting on the device.
  const first = `Our engineer will inspect on Monday ${stamp}`
  const second = `Photo of the seepage from our visit ${stamp}`
  const box = conversation.getByRole('textbox', { name: 'Comment' })
  await box.fill(first)
  await conversation.getByRole('button', { name: 'Send' }).click()
  await expect(box).toHaveValue('')
  await box.fill(second)
  await conversation.getByLabel('Attach files').setInputFiles({
    name: 'seepage.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  })
  await expect(conversation.getByRole('list', { name: 'Files to send' })).toContainText(
    'seepage.png',
  )
  await conversation.getByRole('button', { name: 'Send' }).click()
  await expect(box).toHaveValue('')
  await page.getByLabel('Status').filter({ visible: true }).selectOption('WIP')
  for (const text of [first, second]) {
    await expect(conversation.getByRole('listitem').filter({ hasText: text })).toContainText(
      'Waiting to send',
    )
  }
  await expect(page.getByText('Waiting to sync')).toBeVisible()
  expect((await ticketOf(request, staff, ticket._id)).comments.map((c) => c.text)).not.toContain(
    first,
  )

  // Back online: each arrives once, in the order made, the photo with its comment.
  await goOnline(context)
  await expect(page.getByText('Waiting to sync')).toBeHidden({ timeout: 30_000 })
  await expect(conversation.getByText('Waiting to send')).toHaveCount(0, { timeout: 30_000 })
  const after = await ticketOf(request, staff, ticket._id)
  const ours = after.comments.filter((c) => [first, second].includes(c.text))
  expect(ours.map((c) => c.text)).toEqual([first, second])
  expect(after.status).toBe('WIP')
  const moves = after.timeline.filter((e) => e.kind === 'status')
  expect(moves.map((e) => `${e.from}>${e.to}`)).toEqual(['OPEN>WIP'])
  expect(new Date(moves[0]!.at).getTime()).toBeGreaterThanOrEqual(
    new Date(ours[1]!.createdAt).getTime(),
  )
  const [photo] = ours[1]!.attachments
  expect(photo).toMatchObject({ name: 'seepage.png', type: 'image/png' })

  // The photo opens from its link, as the server stored it.
  const link = conversation.getByRole('link', { name: /seepage\.png/ })
  await expect(link).toBeVisible()
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()])
  await opened.waitForLoadState('load')
  // The browser shows it as an image of the photo's own size.
  expect(await opened.evaluate(() => document.querySelector('img')?.naturalWidth ?? 0)).toBe(2)
  const file = await request.get(opened.url())
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/png')
  expect((await file.body()).equals(PHOTO)).toBe(true)
  await opened.close()
})
