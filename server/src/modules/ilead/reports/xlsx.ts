import type { Writable } from 'node:stream'
import type ExcelJS from 'exceljs'

/** What a cell may hold: dates are written as India-time text by the caller. */
export type XlsxCell = string | number | null

/**
 * Text a spreadsheet could take for a formula (=, +, -, @) or that starts with a tab or carriage
 * return (which some spreadsheets strip before reading the rest as a formula).
 */
const FORMULA_LIKE = /^[=+\-@\t\r]/

/**
 * Lead names and sources are typed by anyone (a web form, an import): a leading single quote
 * makes a spreadsheet show them as text, whatever they start with.
 */
export const formulaSafe = (text: string): string => (FORMULA_LIKE.test(text) ? `'${text}` : text)

const safeCell = (cell: XlsxCell): XlsxCell => (typeof cell === 'string' ? formulaSafe(cell) : cell)

/**
 * One worksheet streamed into `stream` as rows are written: each row is committed (serialised
 * and zipped) at once, so a 50,000-row file never sits whole in memory.
 */
export class XlsxSheetWriter {
  private readonly sheet: ExcelJS.Worksheet

  private constructor(
    private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter,
    sheetName: string,
    columnWidths: number[],
  ) {
    this.sheet = this.workbook.addWorksheet(sheetName)
    if (columnWidths.length) this.sheet.columns = columnWidths.map((width) => ({ width }))
  }

  /**
   * A new file's sheet. exceljs is loaded by the first export, not at start: it is 30 MB of the
   * server's memory that most processes never use (issue 15's memory budget).
   */
  static async open(
    stream: Writable,
    sheetName: string,
    columnWidths: number[] = [],
  ): Promise<XlsxSheetWriter> {
    const { default: excel } = await import('exceljs')
    const workbook = new excel.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    })
    return new XlsxSheetWriter(workbook, sheetName, columnWidths)
  }

  row(cells: readonly XlsxCell[], bold = false): void {
    const row = this.sheet.addRow(cells.map(safeCell))
    if (bold) row.font = { bold: true }
    row.commit()
  }

  /** Ends the sheet and the file; resolves when the last byte is handed to the stream. */
  async end(): Promise<void> {
    this.sheet.commit()
    await this.workbook.commit()
  }
}
