import { inflateSync } from 'node:zlib'
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib'
import { goOffline, offlineAgain, waitForServiceWorker } from './fixtures/network.ts'
import { signIn } from './fixtures/sign-in.ts'
import { pageOverflow, resizeTo, seriousViolations } from './fixtures/screen-checks.ts'

/**
 * The cost sheet builder (issue 20) on the real PWA, server and seed, as an executive: a flat's
 * cost sheet online, then offline after a reload, from the stored prices, with their age, and
 * its PDF made on the device: a real PDF whose page shows the total in figures and words.
 */

const main = (page: Page) => page.getByRole('main')

/** The text runs the PDF's page draws (pdf-lib writes hex strings in a deflated stream). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes)
  const contents = doc.getPage(0).node.Contents()
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents]
  const streams = refs.map((ref) => doc.context.lookup(ref as never) as PDFRawStream)
  const ops = streams.map((s) => inflateSync(s.getContents()).toString('latin1')).join('\n')
  return [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)]
    .map((run) => Buffer.from(run[1] ?? '', 'hex').toString('latin1'))
    .join('\n')
}

async function chooseFirstFlat(page: Page) {
  const floor = main(page).getByRole('combobox', { name: 'Floor' })
  await floor.selectOption({ index: 1 })
  await main(page).getByRole('combobox', { name: 'Flat' }).selectOption({ index: 1 })
}

test('an executive builds a cost sheet and makes its PDF offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  await resizeTo(page, { width: 1024, height: 768 })
  await signIn(context, request, 'salesExecutive')
  await page.goto('/developer/projects/cost-sheet')
  // The reads go through the worker once it controls the page, so they are stored.
  await waitForServiceWorker(page)
  await page.reload()
  await expect(main(page).getByRole('heading', { name: 'Cost sheet', level: 1 })).toBeVisible()
  await chooseFirstFlat(page)
  const total = main(page).locator('[data-line="total"] td').last()
  await expect(total).toHaveText(/^₹[\d,]+\.\d{2}$/)
  const figures = await total.innerText()
  const words = await main(page).getByTestId('total-in-words').locator('p').last().innerText()
  expect(words).toMatch(/Rupees/)

  // An additional consideration with its GST joins the total at once.
  await main(page).getByRole('button', { name: 'Add an item' }).click()
  await main(page).getByLabel('Item 1', { exact: true }).fill('Club membership')
  await main(page).getByLabel('Amount of item 1 (₹)').fill('100000')
  // ₹1,00,000 and 18 % GST: ₹1,18,000 more.
  const more = (text: string) =>
    Number(text.replace(/[₹,]/g, '')) - Number(figures.replace(/[₹,]/g, ''))
  await expect.poll(async () => more(await total.innerText())).toBe(118_000)
  await main(page).getByRole('button', { name: 'Remove item 1' }).click()
  await expect(total).toHaveText(figures)

  expect(await seriousViolations(page), 'axe').toEqual([])
  expect(await pageOverflow(page), 'page overflow at 1024x768').toBeLessThanOrEqual(0)
  await resizeTo(page, { width: 768, height: 1024 })
  expect(await pageOverflow(page), 'page overflow at 768x1024').toBeLessThanOrEqual(0)

  // Offline, reloaded: the same sheet from the stored prices, with their age, and its PDF.
  await goOffline(context)
  await page.reload()
  await offlineAgain(context)
  await chooseFirstFlat(page)
  await expect(total).toHaveText(figures)
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: /Data as of/ })
      .first(),
  ).toBeVisible()
  const download = page.waitForEvent('download')
  await main(page).getByRole('button', { name: 'Download PDF' }).click()
  const file = await (await download).path()
  const bytes = new Uint8Array(await readFile(file))
  expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-')
  const text = await pdfText(bytes)
  expect(text).toContain(figures.replace('₹', 'Rs. '))
  expect(text).toContain(`${words} only`)
})
