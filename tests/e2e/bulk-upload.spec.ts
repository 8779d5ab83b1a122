import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import Papa from 'papaparse'
import { BULK_LEAD_COLUMNS, csvLine } from '../../contract/bulk-upload.ts'
import { parseSession } from './fixtures/notifications.ts'
import { sessionFor, storeSession } from './fixtures/sign-in.ts'
import { WITHOUT_SERVICE_WORKER } from './fixtures/network.ts'

test.use(WITHOUT_SERVICE_WORKER)

/**
 * Issue 17 item 4 on the real PWA, server and worker: a manager opens bulk upload from the lead
 * list, downloads the template, picks a CSV with good and bad rows, sees the bad ones and why
 * before uploading, uploads it, and downloads the outcome of every row.
 */

const main = (page: Page) => page.getByRole('main')
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

test('the manager uploads a CSV with good and bad rows and downloads the outcome', async ({
  page,
  request,
}) => {
  const manager = parseSession(await sessionFor(request, 'salesManager'))
  await page.goto('/login')
  await storeSession(page, manager.raw)
  // Straight to the screen: the lead list's button is its link (the list's own specs load it).
  await page.goto('/developer/manage-leads/bulk-upload-leads')
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Bulk lead upload' }),
  ).toBeVisible()
  const project = main(page).getByLabel('Project')
  if (await project.isVisible()) await project.selectOption({ index: 1 })

  const template = page.waitForEvent('download')
  await main(page).getByRole('button', { name: 'Download template' }).click()
  const templateFile = await template
  expect(templateFile.suggestedFilename()).toMatch(/\.csv$/)
  const templateRows = Papa.parse<string[]>(fs.readFileSync(await templateFile.path(), 'utf8'), {
    skipEmptyLines: true,
  }).data
  expect(templateRows[0]).toEqual(BULK_LEAD_COLUMNS.map((c) => c.header))

  const header = BULK_LEAD_COLUMNS.map((c) => c.header)
  const row = (name: string, number: string, age = '') =>
    BULK_LEAD_COLUMNS.map((c) =>
      c.key === 'fullName'
        ? name
        : c.key === 'whatsAppNumber'
          ? number
          : c.key === 'age'
            ? age
            : c.key === 'alternateNumber' || c.key === 'email'
              ? ''
              : c.example,
    )
  const good = [mobile(), mobile()]
  const csv = [
    header,
    row('Kavya Nair', good[0]!),
    row('Rohan Mehta', good[1]!),
    row('Wrong Number', '12345'),
    row('Too Young', mobile(), '16'),
  ]
    .map(csvLine)
    .join('')
  await main(page)
    .getByLabel(/CSV file/)
    .setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })

  // The preview: the two rows that will fail, and why, before anything is sent.
  await expect(main(page).getByText('4 rows: 2 will be added, 2 will fail')).toBeVisible()
  const failing = main(page).getByRole('table', { name: 'Rows that will fail' })
  await expect(failing.getByRole('row', { name: /Wrong Number/ })).toContainText(
    'Please enter a valid number',
  )
  await expect(failing.getByRole('row', { name: /Too Young/ })).toContainText(
    'Age must be at least 18',
  )
  const axe = await new AxeBuilder({ page }).include('main').analyze()
  expect(axe.violations).toEqual([])

  await main(page).getByRole('button', { name: 'Upload', exact: true }).click()
  const history = main(page).getByRole('table', { name: 'Files uploaded, newest first' })
  const uploaded = history.getByRole('row', { name: /leads\.csv/ }).first()
  await expect(uploaded).toContainText('Completed', { timeout: 20_000 })
  const outcome = page.waitForEvent('download')
  await uploaded.getByRole('button', { name: /Download outcome/ }).click()
  const outcomeFile = await outcome
  const rows = Papa.parse<string[]>(fs.readFileSync(await outcomeFile.path(), 'utf8'), {
    skipEmptyLines: true,
  }).data
  expect(rows.slice(1).map((r) => [r[0], r[3]])).toEqual([
    ['2', 'created'],
    ['3', 'created'],
    ['4', 'invalid'],
    ['5', 'invalid'],
  ])
  expect(rows[4]?.[4]).toBe('Age: Age must be at least 18')
})
