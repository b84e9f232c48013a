import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, Mailer } from './mailer.js';
import { messageIdOf } from './message-id.js';

/** A message as the offline outbox keeps it: one JSON file per message, attachments beside it. */
export interface OutboxMessage extends Omit<MailMessage, 'attachments' | 'idempotencyKey'> {
  id: string;
  from: string;
  /** The Message-ID an SMTP server would have got (mail sent by a job). */
  messageId?: string;
  createdAt: string;
  /** What was attached; the files themselves are read with `readAttachment`. */
  attachments?: OutboxAttachment[];
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
}

// Ids start with the 13-digit epoch milliseconds, so file names sort by time; the pattern is also
// the only thing a requested id may match, which keeps paths like '../x' out of the folder.
const OUTBOX_ID = /^\d{13}-[0-9a-f]{8}$/;
export const isOutboxId = (id: string): boolean => OUTBOX_ID.test(id);

/**
 * The offline stand-in for SMTP, used when `SMTP_URL` is unset: nothing leaves the machine, each
 * message is written to `DATA_DIR/outbox/` where the dev outbox page (and tests) read it.
 */
export class OutboxMailer implements Mailer {
  // Two messages in the same millisecond would sort at random; one millisecond apart they keep their order.
  private lastMs = 0;

  constructor(private readonly opts: { dir: string; from: string }) {}

  async send({ attachments = [], idempotencyKey, ...message }: MailMessage): Promise<void> {
    this.lastMs = Math.max(Date.now(), this.lastMs + 1);
    const now = new Date(this.lastMs);
    const id = `${this.lastMs}-${randomBytes(4).toString('hex')}`;
    const listed = attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length }));
    const record: OutboxMessage = {
      id,
      from: this.opts.from,
      ...message,
      ...(idempotencyKey ? { messageId: messageIdOf(idempotencyKey, this.opts.from) } : {}),
      ...(listed.length ? { attachments: listed } : {}),
      createdAt: now.toISOString(),
    };
    await mkdir(this.opts.dir, { recursive: true });
    // Attachments first: once the message's JSON shows up, its files are there.
    await Promise.all(attachments.map((a, i) => writeFile(this.attachmentPath(id, i), a.content, { mode: 0o600 })));
    const file = join(this.opts.dir, `${id}.json`);
    // Written under a temporary name and then renamed, so a reader never sees half a message.
    await writeFile(`${file}.tmp`, JSON.stringify(record, null, 2), { mode: 0o600 });
    await rename(`${file}.tmp`, file);
  }

  /** The newest messages first. */
  async list(limit = 100): Promise<OutboxMessage[]> {
    const names = await readdir(this.opts.dir).catch(() => [] as string[]);
    const ids = names
      .filter((n) => n.endsWith('.json') && isOutboxId(n.slice(0, -5)))
      .map((n) => n.slice(0, -5))
      .sort()
      .reverse()
      .slice(0, limit);
    const messages = await Promise.all(ids.map((id) => this.read(id)));
    return messages.filter((m): m is OutboxMessage => m !== null);
  }

  /** An attachment of a message by its position, or null when there is no such file. */
  async readAttachment(id: string, index: number): Promise<(OutboxAttachment & { content: Buffer }) | null> {
    const listed = (await this.read(id))?.attachments?.[index];
    if (!listed || !Number.isInteger(index)) return null;
    const content = await readFile(this.attachmentPath(id, index)).catch(() => null);
    return content && { ...listed, content };
  }

  // Named after the message id (already checked against OUTBOX_ID) and a number: never a sender's filename.
  private attachmentPath(id: string, index: number): string {
    return join(this.opts.dir, `${id}.attachment-${index}`);
  }

  /** One message, or null when the id is malformed or unknown. */
  async read(id: string): Promise<OutboxMessage | null> {
    if (!isOutboxId(id)) return null;
    try {
      return JSON.parse(await readFile(join(this.opts.dir, `${id}.json`), 'utf8')) as OutboxMessage;
    } catch {
      return null;
    }
  }
}
