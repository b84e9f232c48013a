/**
 * The demo's bank account: not a real one. Its bank transfer page shows it, and with demo payments
 * the Net 30 invoice prints it as the remittance account (config.ts), marked as a demo in both.
 */
export const DEMO_BANK_ACCOUNT = { bankName: 'Demo National Bank', routingNumber: '110000000', accountNumber: '000123456789' } as const;
