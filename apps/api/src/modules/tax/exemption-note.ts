import type { TaxExemption } from '../company/index.js';

/** What an exempt order says instead of charging tax: 'Tax exempt: resale certificate WA-123 until 2027-06-30'. */
export function exemptionNote(e: TaxExemption): string {
  const certificate = e.number ? `${e.kind} certificate ${e.number}` : `${e.kind} certificate`;
  return `Tax exempt: ${certificate} until ${e.expires_at}`;
}
