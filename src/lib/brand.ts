/** A name, not a phrase: the same in every language. */
export const PRODUCT_NAME = 'SiteOffice'
