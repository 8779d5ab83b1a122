import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { HEADERS } from '../../contract/http.ts'
import { paiseToDecimal, pdfRupees } from '../../contract/money.ts'
import {
  POST_SALES_PATHS,
  ZCustomerDetails,
  ZCustomerList,
  type TCustomerDetails,
} from '../../contract/post-sales.ts'
import { pdfText } from '../../server/test/pdf-text.ts'
import {
  goOffline,
  offlineAgain,
  waitForServiceWorker,
  WITHOUT_SERVICE_WORKER,
} from './fixtures/network.ts'
import { parseSession, projectsOf, type StoredSession } from './fixtures/notifications.ts'
import { pageOverflow, resizeTo, seriousViolations } from './fixtures/screen-checks.ts'
import { sessionFor, signIn } from './fixtures/sign-in.ts'

/**
 * Post-sales payments (issue 21 items 1 to 3) on the real PWA, server and seed, as the demo's
 * post-sales user: a partial then a full payment on a milestone move it Partially Paid, then
 * Paid, and the receipt downloads as a real PDF with the amount; the screens are axe-clean at
 * both tablet sizes. Offline, the customers seen open with their age, and recording a payment
 * says it needs the network.
 */

const headers = (session: StoredSession) => ({
  authorization: `Bearer ${session.accessToken}`,
  [HEADERS.clientId]: 'e2e-api',
  [HEADERS.platform]: 'web',
})

async function getJson(request: APIRequestContext, session: StoredSession, path: string) {
  const res = await request.get(path, { headers: headers(session) })
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true)
  return (await res.json()) as unknown
}

/**
 * A booked customer with a Pending milestone nothing was paid on, picked at random so a retry
 * does not meet the milestone this run paid.
 */
async function pendingMilestone(request: APIRequestContext, session: StoredSession) {
  for (const project of await projectsOf(request, session)) {
    const list = ZCustomerList.parse(
      await getJson(
        request,
        session,
        `${POST_SALES_PATHS.customers(session.slug)}?projectId=${project._id}&limit=100`,
      ),
    )
    const shuffled = [...list.items].sort(() => Math.random() - 0.5)
    for (const row of shuffled.slice(0, 20)) {
      const customer: TCustomerDetails = ZCustomerDetails.parse(
        await getJson(request, session, POST_SALES_PATHS.customer(session.slug, row._id)),
      )
      const milestone = customer.plan?.milestones.find(
        (m) => m.status === 'Pending' && m.paidPaise === 0 && m.amountPaise > 100,
      )
      if (milestone) return { customer, milestone }
    }
  }
  throw new Error('no customer with a Pending milestone in the seed')
}

const main = (page: Page) => page.getByRole('main')
/** The screen's own "Data as of" (the offline banner says it too). */
const dataAsOf = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /^Data as of/ })

async function payAndCheck(
  page: Page,
  o: { milestoneName: string; seq: number; paise: number; gstPaise: number; after: string },
) {
  const row = main(page).locator(`tr[data-milestone="${o.seq}"]`)
  await row.getByRole('button', { name: `Record payment for ${o.milestoneName}` }).click()
  const form = page.getByRole('dialog', { name: /^Record payment/ })
  await expect(form).toBeVisible()
  await form.getByLabel('Mode of payment').selectOption({ label: 'NEFT' })
  await form.getByLabel('Reference number').fill(`UTR${Date.now()}`)
  await form.getByLabel('Amount paid').fill(paiseToDecimal(o.paise))
  await form.getByLabel('GST').fill(paiseToDecimal(o.gstPaise))
  await expect(form.locator(`[data-status="${o.after}"]`)).toBeVisible()
  expect(await seriousViolations(page, '[role=dialog]')).toEqual([])
  await form.getByRole('button', { name: 'Record payment' }).click()
  // The newest toast first: the last payment's may still be showing on a busy machine.
  await expect(page.getByText('Payment recorded').first()).toBeVisible()
  await expect(form).toBeHidden()
  await expect(row.locator(`[data-status="${o.after}"]`)).toBeVisible()
}

test.describe('online', () => {
  // Never offline: the worker would only cost this test CPU (fixtures/network.ts).
  test.use(WITHOUT_SERVICE_WORKER)

  test('post-sales records a partial then a full payment and downloads the receipt', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000)
    const session = parseSession(await sessionFor(request, 'postSales'))
    const { customer, milestone } = await pendingMilestone(request, session)
    const half = Math.floor(milestone.amountPaise / 2)
    const rest = milestone.amountPaise - half
    await resizeTo(page, { width: 1024, height: 768 })
    await signIn(context, request, 'postSales')

    // The customers list: found by its booking code, opened from its row.
    await page.goto(`/developer/post-sales/customers?project=${customer.projectId}`)
    await expect(main(page).getByRole('tab', { name: /Booked/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await main(page).getByLabel('Search customers').fill(customer.bookingId)
    // The search has run (the list is that one customer) before its row is opened.
    await expect(main(page).getByRole('tab', { name: 'Booked 1' })).toBeVisible()
    await main(page).getByRole('link', { name: customer.bookingId, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: customer.fullName })).toBeVisible()
    const row = main(page).locator(`tr[data-milestone="${milestone.seq}"]`)
    await expect(row.locator('[data-status="Pending"]')).toBeVisible()
    // Contact details are masked for post-sales (no unmask scope): the last four digits only.
    await expect(main(page).getByText(customer.whatsappNumber, { exact: true })).toBeVisible()
    expect(customer.whatsappNumber).toMatch(/^X+\d{4}$/)
    expect(await seriousViolations(page)).toEqual([])

    await payAndCheck(page, {
      milestoneName: milestone.name,
      seq: milestone.seq,
      paise: half,
      gstPaise: Math.round(half * 0.05),
      after: 'Partially Paid',
    })
    await payAndCheck(page, {
      milestoneName: milestone.name,
      seq: milestone.seq,
      paise: rest,
      gstPaise: Math.round(rest * 0.05),
      after: 'Paid',
    })
    // Nothing is left to pay: no button offers it.
    await expect(row.getByRole('button', { name: /Record payment/ })).toHaveCount(0)

    // The newest payment's receipt: a real PDF that says what was received.
    const payments = main(page).getByRole('table', { name: 'Payments' })
    const receipt = payments.getByRole('button', { name: /^Receipt PMT-/ }).first()
    const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()])
    const bytes = new Uint8Array(await readFile(await download.path()))
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const text = await pdfText(bytes)
    expect(text).toContain('PAYMENT RECEIPT')
    expect(text).toContain(pdfRupees(rest))
    expect(text).toContain(customer.bookingId)

    // The other tablet size: nothing runs off the page, axe still clean.
    await resizeTo(page, { width: 768, height: 1024 })
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page)).toEqual([])
  })
})

test('customers seen open offline with their age; recording a payment needs the network', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  await resizeTo(page, { width: 768, height: 1024 })
  await signIn(context, request, 'postSales')
  await page.goto('/developer/post-sales/customers')
  await waitForServiceWorker(page)
  await page.reload()
  const first = main(page).getByRole('table').getByRole('link').first()
  await expect(first).toBeVisible()
  const code = await first.innerText()
  await first.click()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(main(page).locator('tr[data-milestone="1"]')).toBeVisible()
  const name = await heading.innerText()
  expect(await seriousViolations(page)).toEqual([])

  await goOffline(context)
  await page.goto('/developer/post-sales/customers')
  await offlineAgain(context)
  await expect(main(page).getByRole('link', { name: code, exact: true })).toBeVisible()
  await expect(dataAsOf(page)).toBeVisible()
  await main(page).getByRole('link', { name: code, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(dataAsOf(page)).toBeVisible()
  await expect(
    main(page).getByText(/Recording payments, issuing letters and downloads need a connection/),
  ).toBeVisible()
  for (const button of await main(page)
    .getByRole('button', { name: /Record payment/ })
    .all())
    await expect(button).toBeDisabled()
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
})
