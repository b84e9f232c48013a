import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app.js';
import { call, freshEmail, linkToken, mailTo, registration, VERIFY_SUBJECT } from './test-helpers.js';

// Issue 28: started with PORT=4100 and no PUBLIC_URL, the shop mailed links to localhost:3000,
// so nobody could verify an account. The test shop's config, like a start's, reads no PUBLIC_URL.
const shop = useTestShop({ seed: false, env: { PORT: '4100' } });

describe('POST /customer/register on PORT=4100 without PUBLIC_URL', () => {
  it('mails a verification link on the port the shop listens on', async () => {
    const email = freshEmail('port');
    const res = await call(shop, { method: 'POST', url: '/api/v1/customer/register', payload: registration(email) });
    expect(res.statusCode).toBe(201);

    const mail = await mailTo(shop, email, VERIFY_SUBJECT);
    const token = linkToken(mail, '/user/verify/register');
    expect(mail.text).toContain(`http://localhost:4100/user/verify/register?token=${token}`);
    expect(mail.html).toContain(`http://localhost:4100/user/verify/register?token=${token}`);
    expect(mail.text).not.toContain(':3000');
  });
});
