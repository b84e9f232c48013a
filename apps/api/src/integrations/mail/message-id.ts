/**
 * The Message-ID of a mail sent by a job: built from the job's idempotency key, so every attempt
 * of one job carries the same id and a receiver that gets a rare second copy (decision 013: a
 * crash between the server's accept and the job's "done") can recognise and drop it.
 */
export function messageIdOf(idempotencyKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  // RFC 5322 dot-atom text: anything else in a key becomes '-'.
  return `<${idempotencyKey.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/g, '-')}@${domain}>`;
}
