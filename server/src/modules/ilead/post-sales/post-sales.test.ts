import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSession } from '../../../../../contract/auth.ts'
import { BOOKING_PATHS } from '../../../../../contract/bookings.ts'
import { indiaDay } from '../../../../../contract/dashboard-filters.ts'
import { HEADERS } from '../../../../../contract/http.ts'
import { maskEmail } from '../../../../../contract/masking.ts'
import { addDays } from '../../../../../contract/milestone-status.ts'
import { milestoneAmounts } from '../../../../../contract/payment-plans.ts'
import {
  POST_SALES_MESSAGES,
  POST_SALES_PATHS,
  type TCustomerDetails,
  type TCustomerList,
  type TCustomerPii,
  type TLetter,
  type TLetterList,
  type TPaymentInput,
  type TProjectDemandLetterResult,
  type TReceiptList,
} from '../../../../../contract/post-sales.ts'
import { bookingMilestones, bookings, leadEvents, paymentPlans, units } from '../../../db/schema.ts'
import { pdfText } from '../../../../test/pdf-text.ts'
import {
  addMember,
  insertLead,
  sessionOf,
  startLeadSuite,
  type LeadSuite,
} from '../../../../test/lead-fixtures.ts'

let suite: LeadSuite
let admin: TSession
let neft: string
let freeUnits: { id: string; name: string }[]
let seededMilestones: (typeof paymentPlans.$inferSelect)['milestones']
const PLAN_CLP = () => `${suite.world.p1}-plan-clp`
/** ₹1,00,00,000.00: the CLP plan's 10/10/15/35/30 % shares in paise. */
const AGREEMENT = 1_00_00_000
const SHARES = [1000, 1000, 1500, 3500, 3000]
const AMOUNTS = milestoneAmounts(
  AGREEMENT * 100,
  SHARES.map((shareBp) => ({ shareBp })),
)

beforeAll(async () => {
  suite = await startLeadSuite()
  admin = await sessionOf(suite.server, suite.world.user.admin, suite.world.orgId)
  freeUnits = await suite.server.db
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(and(eq(units.projectId, suite.world.p1), eq(units.status, 'available')))
    .orderBy(asc(units.id))
    .limit(60)
  const modes = await suite.call<{ items: { value: string; label: string }[] }>(
    suite.postSales,
    'GET',
    BOOKING_PATHS.paymentModes(suite.world.slug),
  )
  neft = modes.body.items.find((m) => m.label === 'NEFT')!.value
  const [plan] = await suite.server.db
    .select()
    .from(paymentPlans)
    .where(eq(paymentPlans.id, PLAN_CLP()))
  seededMilestones = plan!.milestones
  expect(seededMilestones.map((m) => m.shareBp)).toEqual(SHARES)
})
afterAll(() => suite.server.close())

const slug = () => suite.world.slug
type Answer<T> = T & {
  code?: string
  message?: string
  fields?: { field: string; message: string }[]
}
const send = <T>(session: TSession, method: string, path: string, body?: unknown, key?: string) =>
  suite.call<Answer<T>>(session, method, path, body, {
    [HEADERS.idempotencyKey]: key ?? randomUUID(),
  })
const get = <T>(session: TSession, path: string) => suite.call<Answer<T>>(session, 'GET', path)

let unitTurn = 0
/** A confirmed booking on a free unit of project 1, on the CLP plan, made as the form does. */
async function makeCustomer(
  o: Partial<typeof bookings.$inferInsert> = {},
  name = `Asha Verma ${randomUUID().slice(0, 4)}`,
) {
  const lead = await insertLead(suite.server, suite.world, { fullName: name })
  const unit = freeUnits[unitTurn++]!
  const id = randomUUID()
  const at = new Date()
  await suite.server.db.insert(bookings).values({
    id,
    orgId: suite.world.orgId,
    projectId: suite.world.p1,
    leadId: lead.id,
    unitId: unit.id,
    bookingId: `BK-TEST-${String(unitTurn).padStart(6, '0')}`,
    status: 'BOOKED',
    agreementValue: AGREEMENT,
    tokenAmount: 2_00_000,
    modeOfPayment: 'NEFT',
    fullName: name,
    whatsappNumber: '9876543210',
    alternateNumber: '9123456780',
    email: 'asha.verma@example.in',
    paymentPlanId: PLAN_CLP(),
    createdAt: at,
    updatedAt: at,
    ...o,
  })
  return { id, leadId: lead.id, name, unitName: unit.name }
}

const details = (session: TSession, id: string) =>
  get<TCustomerDetails>(session, POST_SALES_PATHS.customer(slug(), id))

function payment(bookingId: string, milestoneId: string, o: Partial<TPaymentInput> = {}) {
  const amountPaise = o.amountPaise ?? 1_00_000_00
  const gstPaise = o.gstPaise ?? 0
  return {
    _id: randomUUID(),
    bookingId,
    milestoneId,
    modeId: neft,
    referenceNumber: 'UTR123456789',
    amountPaise,
    additionalChargesPaise: 0,
    gstPaise,
    basePaise: amountPaise - gstPaise,
    dueDate: addDays(indiaDay(new Date()), 10),
    paidOn: indiaDay(new Date()),
    fileKey: null,
    ...o,
  }
}

const pay = (session: TSession, body: unknown, key?: string) =>
  send<TCustomerDetails>(session, 'POST', POST_SALES_PATHS.paymentLog(slug()), body, key)

describe('customers', () => {
  it('lists confirmed bookings by tab, last updated first, masked, with search', async () => {
    const older = await makeCustomer({ updatedAt: new Date(Date.now() - 86_400_000) })
    const newer = await makeCustomer()
    const cancelled = await makeCustomer({ status: 'CANCELLED' })
    const draft = await makeCustomer({ isDraft: true })
    const list = await get<TCustomerList>(
      suite.postSales,
      `${POST_SALES_PATHS.customers(slug())}?projectId=${suite.world.p1}&limit=100`,
    )
    expect(list.status).toBe(200)
    const ids = list.body.items.map((c) => c._id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(ids).not.toContain(cancelled.id)
    expect(ids).not.toContain(draft.id)
    const row = list.body.items.find((c) => c._id === newer.id)!
    expect(row).toMatchObject({
      fullName: newer.name,
      whatsappNumber: 'XXXXXX3210',
      email: maskEmail('asha.verma@example.in'),
      agreementValuePaise: AGREEMENT * 100,
      paidPaise: 0,
      paymentPlanName: 'Construction linked',
    })
    expect(list.body.counts.CANCELLED).toBeGreaterThanOrEqual(1)
    expect(list.body.pageInfo.totalNumItems).toBe(list.body.counts.BOOKED)

    const tab = await get<TCustomerList>(
      suite.postSales,
      `${POST_SALES_PATHS.customers(slug())}?projectId=${suite.world.p1}&status=CANCELLED`,
    )
    expect(tab.body.items.map((c) => c._id)).toContain(cancelled.id)
    const found = await get<TCustomerList>(
      suite.postSales,
      `${POST_SALES_PATHS.customers(slug())}?projectId=${suite.world.p1}&searchKeyword=${encodeURIComponent(older.name)}`,
    )
    expect(found.body.items.map((c) => c._id)).toEqual([older.id])
    expect(found.body.counts).toEqual({ BOOKED: 1, CANCELLED: 0 })
  })

  // The tabs' counts ride on the page's rows (one statement): a page with no row counts them alone.
  it('count the tabs on an empty page: an empty tab, past the last page, a search of none', async () => {
    const customer = await makeCustomer({ status: 'CANCELLED' })
    const path = `${POST_SALES_PATHS.customers(slug())}?projectId=${suite.world.p1}`
    const all = (await get<TCustomerList>(suite.postSales, `${path}&limit=100`)).body.counts
    const past = await get<TCustomerList>(suite.postSales, `${path}&page=999&limit=10`)
    expect(past.body.items).toEqual([])
    expect(past.body.counts).toEqual(all)
    expect(past.body.pageInfo.totalNumItems).toBe(all.BOOKED)
    const name = encodeURIComponent(customer.name)
    const alone = await get<TCustomerList>(suite.postSales, `${path}&searchKeyword=${name}`)
    expect(alone.body).toMatchObject({ items: [], counts: { BOOKED: 0, CANCELLED: 1 } })
    expect(alone.body.pageInfo.totalNumItems).toBe(0)
    const none = await get<TCustomerList>(suite.postSales, `${path}&searchKeyword=zz%25_none`)
    expect(none.body).toMatchObject({ items: [], counts: { BOOKED: 0, CANCELLED: 0 } })
  })

  it('are read by post-sales and managers, not by executives; lists are masked only', async () => {
    const path = `${POST_SALES_PATHS.customers(slug())}?projectId=${suite.world.p1}`
    expect((await get(suite.manager, path)).status).toBe(200)
    expect((await get(suite.exec, path)).status).toBe(403)
    const unmasked = await get(suite.manager, `${path}&maskData=false`)
    expect(unmasked.status).toBe(400)
    expect(unmasked.body.fields?.[0]).toEqual({
      field: 'maskData',
      message: POST_SALES_MESSAGES.maskedOnly,
    })
  })

  it('check the scope on the customer’s own project', async () => {
    const customer = await makeCustomer()
    const elsewhere = await addMember(
      suite.server,
      suite.world,
      'payments-p2',
      ['DXP_MODIFY_PAYMENTS'],
      [suite.world.p2],
    )
    const other = await sessionOf(suite.server, elsewhere, suite.world.orgId)
    expect((await details(other, customer.id)).status).toBe(403)
    const milestone = `${customer.id}:1`
    expect((await pay(other, payment(customer.id, milestone))).status).toBe(403)
    expect(
      (await get(other, `${POST_SALES_PATHS.customers(slug())}?projectId=${suite.world.p1}`))
        .status,
    ).toBe(403)
    // A booking of another organisation, or a made-up one, is not found.
    expect((await details(suite.postSales, randomUUID())).status).toBe(404)
  })

  it('show the plan’s milestones sharing the agreement value to the paisa, all Pending', async () => {
    const customer = await makeCustomer()
    const res = await details(suite.postSales, customer.id)
    expect(res.status).toBe(200)
    const plan = res.body.plan!
    expect(plan.fixed).toBe(false)
    expect(plan.milestones.map((m) => m.amountPaise)).toEqual(AMOUNTS)
    expect(plan.milestones.reduce((sum, m) => sum + m.amountPaise, 0)).toBe(AGREEMENT * 100)
    expect(new Set(plan.milestones.map((m) => m.status))).toEqual(new Set(['Pending']))
    expect(res.body).toMatchObject({
      whatsappNumber: 'XXXXXX3210',
      alternateNumber: 'XXXXXX6780',
      email: maskEmail('asha.verma@example.in'),
      payments: [],
      allotmentLetter: null,
      today: indiaDay(new Date()),
    })
  })

  it('reveal contact details only to the unmask scope, audited on the lead', async () => {
    const customer = await makeCustomer()
    const path = POST_SALES_PATHS.customerPiiView(slug(), customer.id)
    expect((await suite.call(suite.postSales, 'POST', path)).status).toBe(403)
    const res = await suite.call<TCustomerPii>(suite.manager, 'POST', path)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      whatsappNumber: '9876543210',
      alternateNumber: '9123456780',
      email: 'asha.verma@example.in',
    })
    const audit = await suite.server.db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, customer.leadId), eq(leadEvents.eventType, 'piiView')))
    expect(audit).toHaveLength(1)
    expect(audit[0]!.actorId).toBe(suite.world.user.salesManager)
    expect(audit[0]!.data).toMatchObject({ bookingId: expect.stringMatching(/^BK-TEST-/) })
  })
})

describe('payments', () => {
  it('move a milestone Pending, Partially Paid, Paid, and fix the schedule', async () => {
    const customer = await makeCustomer()
    const milestone = `${customer.id}:1`
    const half = Math.floor(AMOUNTS[0]! / 2)
    const first = await pay(suite.postSales, payment(customer.id, milestone, { amountPaise: half }))
    expect(first.status).toBe(201)
    expect(first.body.plan!.fixed).toBe(true)
    expect(first.body.plan!.milestones[0]).toMatchObject({
      paidPaise: half,
      status: 'Partially Paid',
    })
    expect(first.body.payments[0]!.paymentId).toMatch(/^PMT-\d{4}-\d{6}$/)
    const rest = AMOUNTS[0]! - half
    const gst = Math.round(rest * 0.05)
    const second = await pay(
      suite.postSales,
      payment(customer.id, milestone, { amountPaise: rest, gstPaise: gst }),
    )
    expect(second.status).toBe(201)
    expect(second.body.plan!.milestones[0]).toMatchObject({ paidPaise: AMOUNTS[0], status: 'Paid' })
    expect(second.body.paidPaise).toBe(AMOUNTS[0])
    expect(second.body.plan!.milestones[1]!.status).toBe('Pending')
    // The project's plan changing now does not move money already received.
    await suite.server.db
      .update(paymentPlans)
      .set({ milestones: [{ name: 'All at once', shareBp: 10_000 }] })
      .where(eq(paymentPlans.id, PLAN_CLP()))
    const after = await details(suite.postSales, customer.id)
    expect(after.body.plan!.milestones.map((m) => m.amountPaise)).toEqual(AMOUNTS)
    await suite.server.db
      .update(paymentPlans)
      .set({ milestones: seededMilestones })
      .where(eq(paymentPlans.id, PLAN_CLP()))
  })

  it('are Overdue once the due date passed by the server’s clock, part paid or not', async () => {
    const customer = await makeCustomer()
    const yesterday = addDays(indiaDay(new Date()), -1)
    const paid = await pay(
      suite.postSales,
      payment(customer.id, `${customer.id}:2`, { amountPaise: 1_000_00, dueDate: yesterday }),
    )
    expect(paid.body.plan!.milestones[1]).toMatchObject({
      dueDate: yesterday,
      status: 'Overdue',
    })
    // A due date a day away, then time passing: the same milestone is judged again on reading.
    await suite.server.db
      .update(bookingMilestones)
      .set({ dueDate: indiaDay(new Date()) })
      .where(eq(bookingMilestones.id, `${customer.id}:3`))
    expect((await details(suite.postSales, customer.id)).body.plan!.milestones[2]!.status).toBe(
      'Pending',
    )
    await suite.server.db
      .update(bookingMilestones)
      .set({ dueDate: addDays(indiaDay(new Date()), -30) })
      .where(eq(bookingMilestones.id, `${customer.id}:3`))
    expect((await details(suite.postSales, customer.id)).body.plan!.milestones[2]!.status).toBe(
      'Overdue',
    )
  })

  it('refuse what does not add up, naming the field', async () => {
    const customer = await makeCustomer()
    const milestone = `${customer.id}:1`
    const refusal = async (body: unknown) => {
      const res = await pay(suite.postSales, body)
      expect(res.status).toBe(400)
      return res.body.fields?.[0]
    }
    expect(
      await refusal(payment(customer.id, milestone, { amountPaise: AMOUNTS[0]! + 1 })),
    ).toEqual({ field: 'amountPaise', message: POST_SALES_MESSAGES.overBalance })
    expect(
      await refusal({ ...payment(customer.id, milestone), basePaise: 1, gstPaise: 1 }),
    ).toEqual({ field: 'basePaise', message: POST_SALES_MESSAGES.baseAndGst })
    expect(
      await refusal(payment(customer.id, milestone, { paidOn: addDays(indiaDay(new Date()), 1) })),
    ).toEqual({ field: 'paidOn', message: POST_SALES_MESSAGES.paidInFuture })
    expect((await refusal(payment(customer.id, milestone, { modeId: 'cash-ish' })))?.field).toBe(
      'modeId',
    )
    expect((await refusal(payment(customer.id, `${randomUUID()}:1`)))?.field).toBe('milestoneId')
    expect((await refusal(payment(customer.id, milestone, { amountPaise: 0 })))?.field).toBe(
      'amountPaise',
    )
    expect((await refusal(payment(customer.id, milestone, { paidOn: '2026-02-30' })))?.field).toBe(
      'paidOn',
    )
    // Nothing was recorded, and the schedule is still the plan's.
    const after = await details(suite.postSales, customer.id)
    expect(after.body.payments).toEqual([])
  })

  it('need the payments scope on the project and a booking that is not cancelled', async () => {
    const customer = await makeCustomer()
    const body = payment(customer.id, `${customer.id}:1`)
    expect((await pay(suite.manager, body)).status).toBe(403)
    expect((await pay(suite.exec, body)).status).toBe(403)
    const cancelled = await makeCustomer({ status: 'CANCELLED' })
    const refused = await pay(suite.postSales, payment(cancelled.id, `${cancelled.id}:1`))
    expect([refused.status, refused.body.message]).toEqual([409, POST_SALES_MESSAGES.cancelled])
    const plain = await makeCustomer({ paymentPlanId: null })
    const noPlan = await pay(suite.postSales, payment(plain.id, `${plain.id}:1`))
    expect([noPlan.status, noPlan.body.fields?.[0]?.message]).toEqual([
      400,
      POST_SALES_MESSAGES.noPlan,
    ])
  })

  it('are recorded once, however often the request is sent', async () => {
    const customer = await makeCustomer()
    const body = payment(customer.id, `${customer.id}:1`, { amountPaise: 5_000_00 })
    const key = randomUUID()
    const [a, b] = await Promise.all([
      pay(suite.postSales, body, key),
      pay(suite.postSales, body, key),
    ])
    expect([a.status, b.status]).toEqual([201, 201])
    const again = await pay(suite.postSales, body)
    expect(again.status).toBe(201)
    expect(again.body.payments).toHaveLength(1)
    expect(again.body.plan!.milestones[0]!.paidPaise).toBe(5_000_00)
  })

  it('take turns on a milestone: two payments of its whole balance, one is refused', async () => {
    const customer = await makeCustomer()
    const milestone = `${customer.id}:2`
    const whole = () => payment(customer.id, milestone, { amountPaise: AMOUNTS[1]! })
    const results = await Promise.all([
      pay(suite.postSales, whole()),
      pay(suite.postSales, whole()),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([201, 400])
    expect((await details(suite.postSales, customer.id)).body.plan!.milestones[1]).toMatchObject({
      paidPaise: AMOUNTS[1],
      status: 'Paid',
    })
  })
})

describe('payment files', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )

  /** A file PUT to its address; the size declared may understate it, as a client can lie. */
  async function upload(bookingId: string, bytes: Buffer, declared = bytes.length) {
    const mimeType = 'image/png'
    const signed = await send<{ key: string; uploadUrl: string }>(
      suite.postSales,
      'POST',
      POST_SALES_PATHS.paymentFileUpload(slug()),
      { bookingId, fileName: 'cheque.png', fileSize: declared, mimeType },
    )
    expect(signed.status).toBe(201)
    const put = await fetch(`${suite.server.url}${signed.body.uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-type': mimeType },
      body: new Uint8Array(bytes),
    })
    return { key: signed.body.key, status: put.status }
  }

  it('are asked for as JPG, PNG or PDF of at most 5 MB', async () => {
    const customer = await makeCustomer()
    const ask = (o: object) =>
      send(suite.postSales, 'POST', POST_SALES_PATHS.paymentFileUpload(slug()), {
        bookingId: customer.id,
        fileName: 'slip.png',
        fileSize: 1000,
        mimeType: 'image/png',
        ...o,
      })
    expect((await ask({})).status).toBe(201)
    expect((await ask({ mimeType: 'video/mp4' })).body.fields?.[0]).toEqual({
      field: 'mimeType',
      message: POST_SALES_MESSAGES.fileType,
    })
    expect((await ask({ fileSize: 5 * 1024 * 1024 + 1 })).body.fields?.[0]?.field).toBe('fileSize')
    expect(
      (
        await send(suite.exec, 'POST', POST_SALES_PATHS.paymentFileUpload(slug()), {
          bookingId: customer.id,
          fileName: 'slip.png',
          fileSize: 1000,
          mimeType: 'image/png',
        })
      ).status,
    ).toBe(403)
  })

  it('are judged by their bytes when the payment is kept, and served to readers', async () => {
    const customer = await makeCustomer()
    const milestone = `${customer.id}:1`
    const fake = await upload(customer.id, Buffer.from('MZ this is a program, not a picture'))
    expect(fake.status).toBe(200)
    const refused = await pay(
      suite.postSales,
      payment(customer.id, milestone, { fileKey: fake.key }),
    )
    expect(refused.body.fields?.[0]).toEqual({
      field: 'fileKey',
      message: POST_SALES_MESSAGES.fileType,
    })
    const tooBig = await upload(customer.id, Buffer.alloc(5 * 1024 * 1024 + 1, 1), 1000)
    expect(tooBig.status).toBe(413)

    const real = await upload(customer.id, PNG)
    const kept = await pay(suite.postSales, payment(customer.id, milestone, { fileKey: real.key }))
    expect(kept.status).toBe(201)
    const receipt = kept.body.payments[0]!
    expect(receipt.fileType).toBe('png')
    const file = await fetch(
      `${suite.server.url}${POST_SALES_PATHS.paymentFile(slug(), receipt._id)}`,
      { headers: { authorization: `Bearer ${suite.manager.accessToken}` } },
    )
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true)
    const denied = await fetch(
      `${suite.server.url}${POST_SALES_PATHS.paymentFile(slug(), receipt._id)}`,
      { headers: { authorization: `Bearer ${suite.exec.accessToken}` } },
    )
    expect(denied.status).toBe(403)
  })
})

describe('receipts', () => {
  it('are listed with total, search and paging, and downloaded as a PDF with the amount', async () => {
    const customer = await makeCustomer({}, 'Receipt Holder Iyer')
    for (const amountPaise of [12_345_67, 2_000_00, 3_000_00])
      expect(
        (await pay(suite.postSales, payment(customer.id, `${customer.id}:1`, { amountPaise })))
          .status,
      ).toBe(201)
    const base = `${POST_SALES_PATHS.receipts(slug())}?projectId=${suite.world.p1}`
    const page = await get<TReceiptList>(
      suite.postSales,
      `${base}&searchText=Receipt%20Holder&limit=2&page=1`,
    )
    expect(page.body.total).toBe(3)
    expect(page.body.documents).toHaveLength(2)
    const last = await get<TReceiptList>(
      suite.postSales,
      `${base}&searchText=Receipt%20Holder&limit=2&page=2`,
    )
    expect(last.body.documents).toHaveLength(1)
    const first = last.body.documents[0]!
    expect(first).toMatchObject({ amountPaise: 12_345_67, customerName: 'Receipt Holder Iyer' })
    const byNumber = await get<TReceiptList>(
      suite.postSales,
      `${base}&searchText=${first.paymentId}`,
    )
    expect(byNumber.body.documents.map((d) => d._id)).toEqual([first._id])
    expect((await get(suite.exec, base)).status).toBe(403)

    const pdf = await fetch(
      `${suite.server.url}${POST_SALES_PATHS.receiptPdf(slug(), first._id)}`,
      {
        headers: { authorization: `Bearer ${suite.postSales.accessToken}` },
      },
    )
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const text = await pdfText(bytes)
    expect(text).toContain('PAYMENT RECEIPT')
    expect(text).toContain('Rs. 12,345.67')
    expect(text).toContain(
      'In words: Twelve Thousand Three Hundred Forty Five Rupees and Sixty Seven Paise only',
    )
    expect(text).toContain(first.paymentId)
    expect(text).toContain('Receipt Holder Iyer')
  })
})

describe('letters', () => {
  it('an allotment letter once a booking, as a PDF with the project’s details', async () => {
    const customer = await makeCustomer()
    const create = () =>
      send<TLetter>(suite.postSales, 'POST', POST_SALES_PATHS.allotmentLetters(slug()), {
        bookingId: customer.id,
      })
    const made = await create()
    expect(made.status).toBe(201)
    expect(made.body.letterNo).toMatch(/^AL-\d{4}-\d{6}$/)
    const twice = await create()
    expect([twice.status, twice.body.message]).toEqual([409, POST_SALES_MESSAGES.allotmentExists])
    const pdf = await fetch(
      `${suite.server.url}${POST_SALES_PATHS.allotmentLetterPdf(slug(), made.body._id)}`,
      { headers: { authorization: `Bearer ${suite.manager.accessToken}` } },
    )
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(text).toContain('ALLOTMENT LETTER')
    expect(text).toContain(customer.unitName)
    expect(text).toContain('Rs. 1,00,00,000.00')
    expect(text).toContain('In words: One Crore Rupees only')
    expect((await details(suite.postSales, customer.id)).body.allotmentLetter?._id).toBe(
      made.body._id,
    )
  })

  it('a demand letter per milestone asks for its balance by its due date', async () => {
    const customer = await makeCustomer()
    await pay(
      suite.postSales,
      payment(customer.id, `${customer.id}:3`, { amountPaise: 1_00_000_00 }),
    )
    const due = addDays(indiaDay(new Date()), 20)
    const ask = (milestoneId: string, dueDate?: string) =>
      send<TLetter>(suite.postSales, 'POST', POST_SALES_PATHS.createDemandLetter(slug()), {
        bookingId: customer.id,
        milestoneId,
        ...(dueDate ? { dueDate } : {}),
      })
    const letter = await ask(`${customer.id}:3`, due)
    expect(letter.status).toBe(201)
    expect(letter.body).toMatchObject({
      kind: 'demand',
      amountDuePaise: AMOUNTS[2]! - 1_00_000_00,
      dueDate: due,
      milestoneName: 'On plinth',
    })
    expect((await ask(`${customer.id}:3`)).status).toBe(409)
    const past = await ask(`${customer.id}:4`, addDays(indiaDay(new Date()), -1))
    expect(past.body.fields?.[0]?.field).toBe('dueDate')
    const page = await details(suite.postSales, customer.id)
    expect(page.body.plan!.milestones[2]).toMatchObject({
      dueDate: due,
      demandLetterId: letter.body._id,
    })
    // Paid in full: no letter asks for it.
    await pay(
      suite.postSales,
      payment(customer.id, `${customer.id}:1`, { amountPaise: AMOUNTS[0] }),
    )
    const paid = await ask(`${customer.id}:1`)
    expect([paid.status, paid.body.message]).toEqual([409, POST_SALES_MESSAGES.milestonePaid])
    const pdf = await fetch(
      `${suite.server.url}${POST_SALES_PATHS.demandLetterPdf(slug(), letter.body._id)}`,
      { headers: { authorization: `Bearer ${suite.postSales.accessToken}` } },
    )
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(text).toContain('DEMAND LETTER')
    const balance = `Rs. ${((AMOUNTS[2]! - 1_00_000_00) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`
    expect(text).toContain(balance)
    expect(text).toMatch(/In words: [A-Za-z ]+ Rupees only/)
  })

  it('a project run issues a milestone’s letters to every customer due one, skipping the rest', async () => {
    const a = await makeCustomer({}, 'Project Run Anand')
    const b = await makeCustomer({}, 'Project Run Bhatt')
    await send(suite.postSales, 'POST', POST_SALES_PATHS.createDemandLetter(slug()), {
      bookingId: b.id,
      milestoneId: `${b.id}:4`,
    })
    const run = await send<TProjectDemandLetterResult>(
      suite.postSales,
      'POST',
      `${POST_SALES_PATHS.projectDemandLetter(slug())}?projectId=${suite.world.p1}`,
      { paymentPlanId: PLAN_CLP(), seq: 4 },
    )
    expect(run.status).toBe(201)
    expect(run.body.skipped).toBeGreaterThanOrEqual(1)
    const letters = await get<TLetterList>(
      suite.postSales,
      `${POST_SALES_PATHS.demandLetters(slug())}?projectId=${suite.world.p1}&searchText=Project%20Run`,
    )
    expect(letters.body.total).toBe(2)
    expect(new Set(letters.body.documents.map((l) => l.bookingRef))).toEqual(new Set([a.id, b.id]))
    const again = await send<TProjectDemandLetterResult>(
      suite.postSales,
      'POST',
      `${POST_SALES_PATHS.projectDemandLetter(slug())}?projectId=${suite.world.p1}`,
      { paymentPlanId: PLAN_CLP(), seq: 4 },
    )
    expect(again.body.created).toBe(0)
    const wrongPlan = await send(
      suite.postSales,
      'POST',
      `${POST_SALES_PATHS.projectDemandLetter(slug())}?projectId=${suite.world.p1}`,
      { paymentPlanId: `${suite.world.p2}-plan-clp`, seq: 4 },
    )
    expect(wrongPlan.body.fields?.[0]?.field).toBe('paymentPlanId')
    expect(
      (
        await send(
          admin,
          'POST',
          `${POST_SALES_PATHS.projectDemandLetter(slug())}?projectId=${suite.world.p1}`,
          { paymentPlanId: PLAN_CLP(), seq: 9 },
        )
      ).body.fields?.[0]?.field,
    ).toBe('seq')
  })
})
