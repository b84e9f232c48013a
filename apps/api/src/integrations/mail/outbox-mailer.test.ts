import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMailer } from './outbox-mailer.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nb-outbox-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const message = (subject: string) => ({ to: 'sales@northbendtooling.com', subject, text: `${subject} text`, html: `<p>${subject}</p>` });

describe('OutboxMailer', () => {
  it('writes one JSON file per message and lists the newest first', async () => {
    const outbox = new OutboxMailer({ dir: join(dir, 'outbox'), from: 'no-reply@northbendtooling.com' });
    expect(await outbox.list()).toEqual([]);
    for (const subject of ['first', 'second', 'third']) await outbox.send(message(subject));

    expect(await readdir(join(dir, 'outbox'))).toHaveLength(3);
    const listed = await outbox.list();
    expect(listed.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(listed[0]).toMatchObject({
      ...message('third'),
      from: 'no-reply@northbendtooling.com',
      id: expect.stringMatching(/^\d{13}-[0-9a-f]{8}$/),
    });
    expect(new Date(listed[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await outbox.read(listed[2].id)).toEqual(listed[2]);
  });

  it('keeps attachments beside the message, lists them and reads them back by position', async () => {
    const outbox = new OutboxMailer({ dir: join(dir, 'attachments'), from: 'no-reply@northbendtooling.com' });
    const content = Buffer.from('%PDF-1.3 test');
    await outbox.send({
      ...message('with PDF'),
      attachments: [{ filename: 'NB-100001-order.pdf', contentType: 'application/pdf', content }],
    });
    const [listed] = await outbox.list();
    expect(listed.attachments).toEqual([{ filename: 'NB-100001-order.pdf', contentType: 'application/pdf', size: content.length }]);
    expect(await outbox.readAttachment(listed.id, 0)).toEqual({
      filename: 'NB-100001-order.pdf',
      contentType: 'application/pdf',
      size: content.length,
      content,
    });
    expect(await outbox.readAttachment(listed.id, 1)).toBeNull();
    expect(await outbox.readAttachment('../secret', 0)).toBeNull();
  });

  it('reads nothing outside its folder, whatever the id', async () => {
    await writeFile(join(dir, 'secret.json'), '{"subject":"secret"}');
    const outbox = new OutboxMailer({ dir: join(dir, 'outbox'), from: 'x@example.com' });
    for (const id of ['../secret', '..%2Fsecret', '/etc/passwd', '']) expect(await outbox.read(id)).toBeNull();
  });
});
