import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import {
  DEV_MAIL_OUTBOX_PATH,
  LEAD_REPORT_COLUMNS,
  REPORT_MESSAGES,
  ZDevMailOutbox,
  ZReportJob,
} from '../../contract/reports.ts'
import { parseSession, type StoredSession } from './fixtures/notifications.ts'
import { sessionFor, storeSession } from './fixtures/sign-in.ts'
import { resizeTo } from './fixtures/screen-checks.ts'
import { WITHOUT_SERVICE_WORKER } from './fixtures/network.ts'

test.use(WITHOUT_SERVICE_WORKER)

/**
 * Issue 16's reports screen on the real PWA, server, worker and seeded database: a manager
 * shows the lead report, has its file made and downloads it, prepares it again when the server
 * has lost it, and sends it by e-mail.
 */

async function openAs(page: Page, who: StoredSession, path: string) {
  await page.goto('/login')
  await storeSession(page, who.raw)
  await page.goto(path)
}

const main = (page: Page) => page.getByRole('main')
const count = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

test('a manager shows the lead report, downloads its file and sends it by e-mail', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const manager = parseSession(await sessionFor(request, 'salesManager'))
  await openAs(page, manager, '/developer/reports')
  await expect(main(page).getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()

  // The axes: the same one twice is refused on Columns, then Source by Stage is shown.
  const rows = main(page).getByLabel('Rows')
  const columns = main(page).getByLabel('Columns')
  await rows.selectOption('stage')
  await columns.selectOption('stage')
  await main(page).getByRole('button', { name: 'Show report' }).click()
  await expect(main(page).getByText('Choose different rows and columns')).toBeVisible()
  await rows.selectOption('source')
  await main(page).getByRole('button', { name: 'Show report' }).click()
  const table = main(page).getByRole('table', { name: /Leads by Source and Stage/ })
  await expect(table).toBeVisible()
  const grandRow = table.locator('tfoot tr')
  await expect(grandRow.getByRole('rowheader', { name: 'Grand Total' })).toBeVisible()
  const leadsInRange = count(await grandRow.getByRole('cell').last().textContent())
  expect(leadsInRange).toBeGreaterThan(0)

  // The file: a job followed to its end, then downloaded with the session's token.
  const started = page.waitForResponse((res) => res.url().includes('/report-download-link'))
  await main(page).getByRole('button', { name: 'Prepare file' }).click()
  const job = ZReportJob.parse(await (await started).json())
  const bar = main(page).getByRole('progressbar', { name: 'Report file progress' })
  await expect(bar).toBeVisible()
  const download = main(page).getByRole('button', { name: 'Download', exact: true })
  await expect(download).toBeVisible({ timeout: 60_000 })
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  const downloaded = page.waitForEvent('download')
  await download.click()
  const file = await downloaded
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await file.path())
  const sheet = workbook.worksheets[0]!
  const header = (sheet.getRow(1).values as unknown[]).slice(1)
  expect(header).toEqual([...LEAD_REPORT_COLUMNS])
  expect(sheet.actualRowCount - 1).toBe(leadsInRange)

  // The server loses the file (deleted from its store): the download fails with its message,
  // and the file is prepared again, then downloads.
  fs.rmSync(path.join(process.env.E2E_DATA_DIR!, 'reports', job._id))
  await download.click()
  const failed = main(page).getByRole('alert').filter({ hasText: 'Download Failed.' })
  await expect(failed).toContainText(REPORT_MESSAGES.fileGone)
  await main(page).getByRole('button', { name: 'Prepare again', exact: true }).click()
  await expect(failed).toBeHidden()
  await expect(download).toBeVisible({ timeout: 60_000 })
  const again = page.waitForEvent('download')
  await download.click()
  expect((await again).suggestedFilename()).toMatch(/\.xlsx$/)
  // The lost one is in the history as expired, nothing to download.
  const history = main(page).getByRole('region', { name: 'Processing history' })
  await expect(history.getByRole('row').filter({ hasText: 'Expired' }).first()).toBeVisible()

  // Sending: the log shows it, and the development outbox holds the mail with the file.
  const address = `reports-${Date.now()}@example.com`
  await main(page)
    .getByLabel(/Email address 1/)
    .fill(address)
  await main(page).getByRole('button', { name: 'Send report' }).click()
  await expect(page.getByText('The report is on its way')).toBeVisible()
  const log = main(page).getByRole('region', { name: 'Report log' })
  await expect(log.getByRole('rowheader', { name: address })).toBeVisible()
  await expect
    .poll(
      async () => {
        const res = await request.get(DEV_MAIL_OUTBOX_PATH, { params: { to: address } })
        return ZDevMailOutbox.parse(await res.json()).messages
      },
      { timeout: 60_000 },
    )
    .toEqual([
      expect.objectContaining({
        to: [address],
        attachments: [expect.objectContaining({ filename: expect.stringMatching(/\.xlsx$/) })],
      }),
    ])
  await expect(log.getByRole('row').filter({ hasText: address })).toContainText('Sent', {
    timeout: 30_000,
  })

  // The screen at both tablet sizes: no sideways overflow, and axe clean.
  for (const size of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await resizeTo(page, size)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    )
    expect(overflow, `${size.width}×${size.height} scrolls sideways`).toBe(false)
  }
  expect((await new AxeBuilder({ page }).analyze()).violations, 'axe, light').toEqual([])
  // Dark: the stored theme, as the switch would keep it (at 768 px the switch sits in a menu).
  await page.evaluate(() => localStorage.setItem('siteoffice.theme', 'dark'))
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(log.getByRole('rowheader', { name: address })).toBeVisible()
  await expect(main(page).getByRole('button', { name: 'Show report' })).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations, 'axe, dark').toEqual([])
})
