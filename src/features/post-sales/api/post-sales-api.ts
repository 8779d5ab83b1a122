import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  POST_SALES_PATHS,
  ZCustomerDetails,
  ZCustomerList,
  ZCustomerPii,
  ZLetter,
  ZLetterList,
  ZPaymentFileUpload,
  ZProjectDemandLetterResult,
  ZReceiptList,
  type TCustomerDetails,
  type TCustomerListQuery,
  type TDemandLetterInput,
  type TDocumentListQuery,
  type TLetterKind,
  type TPaymentInput,
  type TProjectDemandLetterInput,
} from '../../../../contract/post-sales.ts'
import { http, type DownloadedFile } from '../../../lib/http.ts'
import { randomId } from '../../../lib/random-id.ts'
import { putFile } from '../../../lib/upload.ts'

export const postSalesKeys = {
  all: (slug: string) => ['post-sales', slug] as const,
  customers: (slug: string, query: TCustomerListQuery) =>
    ['post-sales', slug, 'customers', query] as const,
  customer: (slug: string, id: string) => ['post-sales', slug, 'customer', id] as const,
  receipts: (slug: string, query: TDocumentListQuery) =>
    ['post-sales', slug, 'receipts', query] as const,
  letters: (slug: string, kind: TLetterKind, query: TDocumentListQuery) =>
    ['post-sales', slug, 'letters', kind, query] as const,
}

/** A project's customers of a tab; kept while the next page loads. A stored read offline. */
export const customersQuery = (slug: string, query: TCustomerListQuery) =>
  queryOptions({
    queryKey: postSalesKeys.customers(slug, query),
    queryFn: ({ signal }) =>
      http.get(POST_SALES_PATHS.customers(slug), {
        query: { ...query },
        schema: ZCustomerList,
        signal,
        silent: true,
      }),
    enabled: query.projectId !== '',
    placeholderData: keepPreviousData,
  })

/** A customer's page: booking, cost sheet, schedule with statuses, payments and letters. */
export const customerQuery = (slug: string, bookingRef: string) =>
  queryOptions({
    queryKey: postSalesKeys.customer(slug, bookingRef),
    queryFn: ({ signal }) =>
      http.get(POST_SALES_PATHS.customer(slug, bookingRef), {
        schema: ZCustomerDetails,
        signal,
        silent: true,
      }),
  })

/** The project's receipts, searched and paged as the UI pages (0-based) them. */
export const receiptsQuery = (slug: string, query: TDocumentListQuery) =>
  queryOptions({
    queryKey: postSalesKeys.receipts(slug, query),
    queryFn: async ({ signal }) =>
      asPage(
        await http.get(POST_SALES_PATHS.receipts(slug), {
          query: { ...query },
          schema: ZReceiptList,
          signal,
          silent: true,
        }),
        query,
      ),
    enabled: query.projectId !== '',
    placeholderData: keepPreviousData,
  })

export const lettersQuery = (slug: string, kind: TLetterKind, query: TDocumentListQuery) =>
  queryOptions({
    queryKey: postSalesKeys.letters(slug, kind, query),
    queryFn: async ({ signal }) =>
      asPage(
        await http.get(
          kind === 'allotment'
            ? POST_SALES_PATHS.allotmentLetters(slug)
            : POST_SALES_PATHS.demandLetters(slug),
          { query: { ...query }, schema: ZLetterList, signal, silent: true },
        ),
        query,
      ),
    enabled: query.projectId !== '',
    placeholderData: keepPreviousData,
  })

/** The spec's `{ total, documents }` as the paged lists draw a page. */
function asPage<T>(list: { total: number; documents: T[] }, query: TDocumentListQuery) {
  return {
    items: list.documents,
    pageInfo: {
      pageNumber: query.page,
      pageSize: query.limit,
      totalNumItems: list.total,
    },
  }
}

/** Asks for an address for the payment's file, PUTs it there, answers the key to send. */
async function uploadPaymentFile(
  slug: string,
  bookingRef: string,
  file: File,
  mimeType: string,
  onProgress: (fraction: number) => void,
) {
  const signed = await http.post(
    POST_SALES_PATHS.paymentFileUpload(slug),
    { bookingId: bookingRef, fileName: file.name, fileSize: file.size, mimeType },
    { schema: ZPaymentFileUpload, idempotencyKey: randomId(), silent: true },
  )
  await putFile(signed.uploadUrl, file, mimeType, onProgress)
  return signed.key
}

export interface TPaymentSubmission {
  body: Omit<TPaymentInput, 'fileKey'>
  file: { file: File; mimeType: string } | null
  /** The same for every try of one payment: a retry after a lost answer records it once. */
  idempotencyKey: string
  onProgress: (fraction: number) => void
}

/**
 * Records a payment online (never queued: the server judges the balance and the dates, so money
 * is never shown as received before it answers), its file uploaded first. The answer, the
 * customer's page as it now stands, replaces the screen's copy; lists showing it are read again.
 */
export function useRecordPayment(slug: string, bookingRef: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, file, idempotencyKey, onProgress }: TPaymentSubmission) => {
      const fileKey = file
        ? await uploadPaymentFile(slug, bookingRef, file.file, file.mimeType, onProgress)
        : null
      return http.post(
        POST_SALES_PATHS.paymentLog(slug),
        { ...body, fileKey },
        { schema: ZCustomerDetails, idempotencyKey, silent: true },
      )
    },
    onSuccess: (customer) => replaceCustomer(client, slug, customer),
  })
}

function replaceCustomer(
  client: ReturnType<typeof useQueryClient>,
  slug: string,
  customer?: TCustomerDetails,
) {
  if (customer) client.setQueryData(postSalesKeys.customer(slug, customer._id), customer)
  return client.invalidateQueries({
    queryKey: postSalesKeys.all(slug),
    predicate: (q) => q.queryKey[2] !== 'customer',
  })
}

/** Letters are issued online; the customer's page and the lists are read again after. */
export function useIssueLetter(slug: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (
      request: { kind: 'allotment'; bookingId: string } | ({ kind: 'demand' } & TDemandLetterInput),
    ) => {
      const { kind, ...body } = request
      return http.post(
        kind === 'allotment'
          ? POST_SALES_PATHS.allotmentLetters(slug)
          : POST_SALES_PATHS.createDemandLetter(slug),
        body,
        { schema: ZLetter, idempotencyKey: randomId(), silent: true },
      )
    },
    onSuccess: (letter) =>
      Promise.all([
        client.invalidateQueries({ queryKey: postSalesKeys.customer(slug, letter.bookingRef) }),
        replaceCustomer(client, slug),
      ]),
  })
}

/** One milestone's demand letters for every customer of the project due one. */
export function useProjectDemandLetters(slug: string, projectId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: TProjectDemandLetterInput) =>
      http.post(`${POST_SALES_PATHS.projectDemandLetter(slug)}?projectId=${projectId}`, body, {
        schema: ZProjectDemandLetterResult,
        idempotencyKey: randomId(),
        silent: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: postSalesKeys.all(slug) }),
  })
}

/** The customer's contact details in full (an audited view): never cached or stored. */
export const revealCustomer = (slug: string, bookingRef: string) =>
  http.post(POST_SALES_PATHS.customerPiiView(slug, bookingRef), undefined, {
    schema: ZCustomerPii,
    silent: true,
  })

/** A receipt, a letter or a payment's file, as its bytes for the browser to save. */
export const downloadDocument = (path: string): Promise<DownloadedFile> =>
  http.getFile(path, { silent: true })
