import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopToday } from '@northbend/shared';
import { auditLog, taxCertificates } from '../../db/schema/index.js';
import { mailTo, signedInStaff } from '../../test/back-office.js';
import { newCustomer } from '../../test/customers.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop, type TestShop } from '../../test/test-app.js';
import { multipart, type FilePart } from '../customers/test-utils.js';
import { demoDrawingPdf } from '../../seed/shop/quotes.js';
import { taxExemptionOf } from './index.js';
import { companyWithBuyer } from './test-utils.js';

const shop = useTestShop({ seed: false });
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));

const PDF: FilePart = { filename: 'resale-certificate.pdf', contentType: 'application/pdf', data: demoDrawingPdf('Resale') };
const PNG: FilePart = {
  filename: 'cert.png',
  contentType: 'image/png',
  data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
};
const addDays = (n: number) => new Date(Date.parse(`${shopToday()}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function upload(s: TestShop, token: string | undefined, parts: [string, string | FilePart][]) {
  const body = multipart(parts);
  return s.app.inject({
    method: 'POST',
    url: '/api/v1/company/tax-certificates',
    headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
    payload: body.payload,
  });
}
const storedFiles = async () => readdir(join(shop.config.drawingsDir, 'tax-certificates')).catch(() => [] as string[]);
const resale = (file: FilePart = PDF): [string, string | FilePart][] => [
  ['kind', 'resale'],
  ['number', 'MI-RS-20931'],
  ['region', 'Michigan'],
  ['file', file],
];

describe('tax exemption certificates: the company side', () => {
  it('lets a company admin upload a certificate, pending, that every member sees and can open; audited', async () => {
    const { admin, buyer } = await companyWithBuyer(shop);
    const res = await upload(shop, admin.token, resale());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Your certificate has been sent. Our sales team will review it.',
      result: {
        kind: 'resale',
        number: 'MI-RS-20931',
        region: 'Michigan',
        file_name: 'resale-certificate.pdf',
        content_type: 'application/pdf',
        status: 'pending',
        expires_at: null,
        reject_reason: null,
        uploaded_by: { user_email: admin.email },
      },
    });
    const id = res.json().result._id as string;
    const list = await buyer.send('GET', '/company/tax-certificates');
    expect(list.json().result.map((c: { _id: string; status: string }) => [c._id, c.status])).toEqual([[id, 'pending']]);
    const file = await buyer.send('GET', `/company/tax-certificates/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="resale-certificate.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF.data)).toBe(true);
    expect((await admin.send('GET', '/company')).json().result.tax_exempt).toBeNull();
    const [entry] = await shop.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.tax_certificate_upload'), eq(auditLog.entityId, admin.row.companyId)));
    expect(entry?.summary).toContain(`${admin.email}: uploaded a resale exemption certificate`);
  });

  it('refuses a buyer (403), a visitor (401), and bad forms with a 400 and a message, storing nothing', async () => {
    const { admin, buyer } = await companyWithBuyer(shop);
    const before = await storedFiles();
    const buyerTry = await upload(shop, buyer.token, resale());
    expect(buyerTry.statusCode).toBe(403);
    expect(buyerTry.json().message).toBe('Only an admin of your company can do this.');
    expect((await upload(shop, undefined, resale())).statusCode).toBe(401);
    const cases: [[string, string | FilePart][], string][] = [
      [
        [
          ['kind', 'resale'],
          ['file', { filename: 'cert.pdf', contentType: 'application/pdf', data: Buffer.from('GIF89a not a pdf') }],
        ],
        'The certificate must be a PDF, PNG or JPEG file.',
      ],
      [
        [
          ['kind', 'charity'],
          ['file', PDF],
        ],
        'Choose the kind of exemption: resale or manufacturing.',
      ],
      [[['kind', 'resale']], 'Choose the certificate file to upload.'],
      [
        [
          ['kind', 'resale'],
          ['file', { ...PDF, data: Buffer.concat([PDF.data, Buffer.alloc(10 * 1024 * 1024)]) }],
        ],
        'The certificate is too large (10 MB at most).',
      ],
      [
        [
          ['kind', 'resale'],
          ['region', 'x'.repeat(61)],
          ['file', PDF],
        ],
        'The issuing state or region is too long (60 characters at most)',
      ],
    ];
    for (const [parts, message] of cases) {
      const res = await upload(shop, admin.token, parts);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await storedFiles()).toEqual(before);
    const rows = await shop.handle.db.select().from(taxCertificates).where(eq(taxCertificates.companyId, admin.row.companyId));
    expect(rows).toEqual([]);
  });

  it("answers another company's certificate with 404, to its members as to its file", async () => {
    const { admin } = await companyWithBuyer(shop);
    const stranger = await newCustomer(shop);
    const id = (await upload(shop, admin.token, resale(PNG))).json().result._id as string;
    expect((await stranger.send('GET', `/company/tax-certificates/${id}/file`)).statusCode).toBe(404);
    expect((await stranger.send('GET', '/company/tax-certificates')).json().result).toEqual([]);
    const png = await admin.send('GET', `/company/tax-certificates/${id}/file`);
    expect(png.headers['content-type']).toBe('image/png');
  });
});

describe('tax exemption certificates: sales decide', () => {
  it('approves with an expiry day: the company is tax exempt until then, the admins are emailed; audited', async () => {
    const { admin, buyer } = await companyWithBuyer(shop);
    const id = (await upload(shop, admin.token, resale())).json().result._id as string;
    const pending = await sales.send('GET', `/companies/${admin.row.companyId}/tax-certificates`);
    expect(pending.json().result).toMatchObject([{ _id: id, status: 'pending' }]);
    const file = await sales.send('GET', `/tax-certificates/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF.data)).toBe(true);

    const until = addDays(365);
    const res = await sales.send('PUT', `/tax-certificates/${id}`, { status: 'approved', expires_at: until });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The certificate has been approved.', result: { status: 'approved', expires_at: until } });
    expect((await buyer.send('GET', '/company')).json().result.tax_exempt).toEqual({ kind: 'resale', expires_at: until });
    expect((await sales.send('GET', `/companies/${admin.row.companyId}`)).json().result.tax_exempt).toEqual({
      kind: 'resale',
      expires_at: until,
    });
    const mail = await mailTo(shop, admin.email, 'approved');
    expect(mail.text).toContain('tax exempt until');
    const [entry] = await shop.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.tax_certificate_approve'), eq(auditLog.entityId, admin.row.companyId)));
    expect(entry).toMatchObject({ staffEmail: sales.email, after: { certificate_id: id, status: 'approved', expires_at: until } });

    const again = await sales.send('PUT', `/tax-certificates/${id}`, { status: 'rejected', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This certificate has already been approved.');
  });

  it('rejects with a reason the company reads; the admins are emailed; audited', async () => {
    const { admin } = await companyWithBuyer(shop);
    const id = (await upload(shop, admin.token, resale())).json().result._id as string;
    const res = await sales.send('PUT', `/tax-certificates/${id}`, { status: 'rejected', reason: 'The certificate is not signed.' });
    expect(res.statusCode, res.body).toBe(200);
    const [mine] = (await admin.send('GET', '/company/tax-certificates')).json().result;
    expect(mine).toMatchObject({ status: 'rejected', reject_reason: 'The certificate is not signed.', expires_at: null });
    expect((await admin.send('GET', '/company')).json().result.tax_exempt).toBeNull();
    const mail = await mailTo(shop, admin.email, 'not accepted');
    expect(mail.text).toContain('The certificate is not signed.');
    const rows = await shop.handle.db.select().from(auditLog).where(eq(auditLog.action, 'company.tax_certificate_reject'));
    expect(rows.some((r) => r.entityId === admin.row.companyId && r.summary.includes('The certificate is not signed.'))).toBe(true);
  });

  it('refuses bad decisions with a 400 and a message, changing nothing', async () => {
    const { admin } = await companyWithBuyer(shop);
    const id = (await upload(shop, admin.token, resale())).json().result._id as string;
    const cases: [unknown, string][] = [
      [{ status: 'approved', expires_at: addDays(-1) }, 'The expiry date cannot be in the past.'],
      [{ status: 'approved', expires_at: '2027-02-30' }, 'Give the expiry date as YYYY-MM-DD.'],
      [{ status: 'approved' }, 'Give the expiry date as YYYY-MM-DD.'],
      [{ status: 'maybe' }, 'The status must be "approved" (with an expiry date) or "rejected" (with a reason).'],
      [{ status: 'rejected', reason: '  ' }, 'Give a reason for the rejection; the company sees it.'],
    ];
    for (const [body, message] of cases) {
      const res = await sales.send('PUT', `/tax-certificates/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const [row] = await shop.handle.db.select().from(taxCertificates).where(eq(taxCertificates.id, id));
    expect(row).toMatchObject({ status: 'pending', expiresAt: null, rejectReason: null });
    const missing = await sales.send('PUT', '/tax-certificates/00000000-0000-4000-8000-00000000abcd', { status: 'rejected', reason: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('is for staff who keep customers', async () => {
    const { admin } = await companyWithBuyer(shop);
    const id = (await upload(shop, admin.token, resale())).json().result._id as string;
    const matrix = { owner: 200, sales: 200, warehouse: 403, editor: 403, customer: 401, visitor: 401 };
    await expectRoleMatrix(shop, { method: 'GET', url: `/api/v1/admin/companies/${admin.row.companyId}/tax-certificates` }, matrix);
    await expectRoleMatrix(shop, { method: 'GET', url: `/api/v1/admin/tax-certificates/${id}/file` }, matrix);
  });
});

describe('taxExemptionOf', () => {
  it('answers the approved certificate valid on a date, through the end of its expiry day in the shop’s time zone', async () => {
    const { admin } = await companyWithBuyer(shop);
    const db = shop.handle.db;
    const id = (await upload(shop, admin.token, resale())).json().result._id as string;
    const at = (iso: string) => taxExemptionOf(db, admin.row.companyId, new Date(iso));
    expect(await at('2027-01-01T12:00:00Z')).toBeNull(); // pending
    await db
      .update(taxCertificates)
      .set({ status: 'approved', expiresAt: '2027-06-30', decidedAt: new Date() })
      .where(eq(taxCertificates.id, id));
    const exemption = { certificate_id: id, kind: 'resale', expires_at: '2027-06-30', number: 'MI-RS-20931', region: 'Michigan' };
    expect(await at('2027-01-01T12:00:00Z')).toEqual(exemption);
    // 23:30 in Detroit on its last day is still June 30 there (03:30 UTC on July 1).
    expect(await at('2027-07-01T03:30:00Z')).toEqual(exemption);
    expect(await at('2027-07-01T04:30:00Z')).toBeNull();
    // A company sees it as 'expired' once the day has passed.
    await db
      .update(taxCertificates)
      .set({ expiresAt: addDays(-1) })
      .where(eq(taxCertificates.id, id));
    const [listed] = (await admin.send('GET', '/company/tax-certificates')).json().result;
    expect(listed.status).toBe('expired');
    expect((await admin.send('GET', '/company')).json().result.tax_exempt).toBeNull();
    expect(await taxExemptionOf(db, (await newCustomer(shop)).row.companyId, new Date())).toBeNull();
  });
});
