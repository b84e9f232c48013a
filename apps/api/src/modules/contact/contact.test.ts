import { describe, expect, it } from 'vitest';
import { contactEnquiries } from '../../db/schema/index.js';
import type { MailMessage } from '../../integrations/mail/mailer.js';
import type { OutboxMessage } from '../../integrations/mail/outbox-mailer.js';
import { startTestShop, useTestShop } from '../../test/test-app.js';

const shop = useTestShop();

const send = (payload: object) => shop.app.inject({ method: 'POST', url: '/api/v1/form/public/contact-us', payload });
const stored = async () => (await shop.handle.db.select().from(contactEnquiries)).length;

const valid = {
  name: 'Dana Whitfield',
  email: 'dana.whitfield@precisionfab.com',
  phone: '+1 616 555 0199',
  business_name: 'Precision Fab LLC',
  where_are_you_located: 'Holland, MI',
  machine_make_ids: [] as string[],
  machine_model_ids: [] as string[],
  message: 'We need a quote for 20 B-station round punches, 10 mm, with TiCN coating.',
};

describe('POST /form/public/contact-us', () => {
  it('stores the enquiry and answers with a message under data.message', async () => {
    const makes = (await shop.app.inject({ method: 'GET', url: '/api/v1/product/keyword/public/machine-make/dropdown' })).json().result;
    const before = await stored();
    const res = await send({ ...valid, machine_make_ids: [makes[0].value] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toEqual(expect.any(String));
    expect(await stored()).toBe(before + 1);
  });

  it.each([
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'dana@precisionfab', 'Invalid email address'],
    ['email', 'dana@precisionfab.company', 'Invalid email address'],
    ['business_name', '  ', 'Business Name is required'],
    ['where_are_you_located', '', 'Location is required'],
    ['message', '', 'Message is required'],
  ])('refuses %s=%j with "%s" and stores nothing', async (field, value, message) => {
    const before = await stored();
    const res = await send({ ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await stored()).toBe(before);
  });

  it('refuses a missing field with its message', async () => {
    const { name: _omitted, ...rest } = valid;
    const res = await send(rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Name is required');
  });

  it('refuses an unknown machine make and stores nothing', async () => {
    const before = await stored();
    const res = await send({ ...valid, machine_make_ids: ['7d3f0c39-9a8e-4e4f-8d52-0c4b3c1e2a10'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown machine make selected');
    expect(await stored()).toBe(before);
  });
});

describe('POST /form/public/contact-us emails sales', () => {
  const outbox = async (): Promise<OutboxMessage[]> => (await shop.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).json().result;
  const dropdown = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    (await shop.app.inject({ method, url: `/api/v1/product/keyword/public/${url}`, payload })).json().result as {
      value: string;
      name: string;
    }[];

  it('sends the enquiry to the sales address with reply-to the customer and machine names', async () => {
    const [make] = await dropdown('GET', 'machine-make/dropdown');
    const [model] = await dropdown('POST', 'machine-model/dropdown/selected', { machineMakeIds: [make.value] });
    const res = await send({
      ...valid,
      name: 'Dana <script>x</script> Whitfield',
      machine_make_ids: [make.value],
      machine_model_ids: [model.value],
    });
    expect(res.statusCode).toBe(200);

    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to: shop.config.salesEmail,
      replyTo: valid.email,
      subject: 'Contact enquiry: Dana <script>x</script> Whitfield, Precision Fab LLC',
    });
    expect(shop.config.salesEmail).toBe('sales@northbendtooling.com');
    for (const shown of [
      valid.phone,
      valid.business_name,
      valid.where_are_you_located,
      valid.message,
      make.name,
      `${make.name} ${model.name}`,
    ]) {
      expect(mail.text).toContain(shown);
      expect(mail.html).toContain(shown);
    }
    expect(mail.html).toContain('Dana &lt;script&gt;x&lt;/script&gt; Whitfield');
    expect(mail.html).not.toContain('<script>');
  });

  it('lists the newest message first', async () => {
    await send({ ...valid, name: 'First Sender' });
    await send({ ...valid, name: 'Second Sender' });
    const [newest, previous] = await outbox();
    expect(newest.subject).toContain('Second Sender');
    expect(previous.subject).toContain('First Sender');
  });

  it('still thanks the customer when the mail server is down: the enquiry is kept and its email goes out once it is back', async () => {
    const delivered: MailMessage[] = [];
    let down = true;
    const failing = await startTestShop({
      seed: false,
      mailer: {
        send: async (m) => {
          if (down) throw new Error('SMTP server unreachable');
          delivered.push(m);
        },
      },
    });
    try {
      const res = await failing.app.inject({ method: 'POST', url: '/api/v1/form/public/contact-us', payload: valid });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.message).toMatch(/Thank you/);
      expect(await failing.handle.db.select().from(contactEnquiries)).toHaveLength(1);
      await failing.jobs.runDue();
      expect(delivered).toHaveLength(0);
      // The job retries after its backoff (decision 013): the server is back by then.
      down = false;
      await failing.jobs.runDue({ laterMs: 60_000 });
      expect(delivered.map((m) => [m.to, m.replyTo])).toEqual([[failing.config.salesEmail, valid.email]]);
    } finally {
      await failing.close();
    }
  }, 120_000);

  it('sends nothing for a refused enquiry', async () => {
    const before = (await outbox()).length;
    expect((await send({ ...valid, email: 'not-an-email' })).statusCode).toBe(400);
    expect(await outbox()).toHaveLength(before);
  });
});
