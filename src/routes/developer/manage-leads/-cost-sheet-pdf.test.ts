import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { projectKeys } from '../../../features/projects/api/project-api.ts'
import { costSheetLogFixture } from '../../../test-utils/cost-sheet-log.ts'
import { costSheetLogPdf } from './-cost-sheet-pdf.ts'

describe('a cost sheet log as a PDF, for the chat', () => {
  it('is made from the log’s own amounts and the project’s stored details', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(projectKeys.details('in/dxp/o1', 'p1'), {
      projectName: 'Skyline',
      reraNo: 'P51800000001',
      logoUrl: null,
    })
    const log = costSheetLogFixture()
    const pdf = await costSheetLogPdf(queryClient, 'in/dxp/o1', log)
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-')
    expect(pdf.length).toBeGreaterThan(1000)
  })
})
