/** What every page, receipt and mail of the built-in test gateway says (decision 061): it moves no money. */
export const TEST_PAYMENT_NOTICE = 'Test payment: no money was taken.'
