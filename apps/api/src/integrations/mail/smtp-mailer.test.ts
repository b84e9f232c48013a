import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer.js';

/** Just enough of an SMTP server (RFC 5321, no TLS, no auth) to capture what nodemailer delivers. */
function fakeSmtpServer(received: { envelope: string[]; data: string }[]): Server {
  return createServer((socket) => {
    const mail = { envelope: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        mail.data = buffer.slice(0, end).replace(/\r\n/g, '\n');
        buffer = buffer.slice(end + 5);
        inData = false;
        received.push({ ...mail });
        socket.write('250 OK queued\r\n');
      }
      let eol: number;
      while (!inData && (eol = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.test\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL' || verb === 'RCPT') {
          mail.envelope.push(line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
}

const received: { envelope: string[]; data: string }[] = [];
let server: Server;
let port: number;
beforeAll(async () => {
  server = fakeSmtpServer(received);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('createSmtpMailer', () => {
  it('delivers from MAIL_FROM to the recipient with reply-to, text and HTML', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: '"Northbend Tooling" <no-reply@northbendtooling.com>' });
    await mailer.send({
      to: 'sales@northbendtooling.com',
      replyTo: 'dana@precisionfab.com',
      subject: 'Contact enquiry: Dana',
      text: 'Plain body',
      html: '<p>HTML body</p>',
    });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.envelope).toEqual(['MAIL FROM:<no-reply@northbendtooling.com>', 'RCPT TO:<sales@northbendtooling.com>']);
    expect(mail.data).toMatch(/^From: "?Northbend Tooling"? <no-reply@northbendtooling.com>$/m);
    expect(mail.data).toMatch(/^To: sales@northbendtooling.com$/m);
    expect(mail.data).toMatch(/^Reply-To: dana@precisionfab.com$/m);
    expect(mail.data).toMatch(/^Subject: Contact enquiry: Dana$/m);
    expect(mail.data).toContain('Plain body');
    expect(mail.data).toContain('<p>HTML body</p>');
  });

  it('sends attachments as MIME parts with their filename and type', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@northbendtooling.com' });
    const content = Buffer.from('%PDF-1.3 attached order');
    await mailer.send({
      to: 'dana@precisionfab.com',
      subject: 'Order',
      text: 'x',
      html: '<p>x</p>',
      attachments: [{ filename: 'NB-100001-order.pdf', contentType: 'application/pdf', content }],
    });
    const mail = received.at(-1)!;
    expect(mail.data).toMatch(/Content-Type: application\/pdf; name=NB-100001-order\.pdf/);
    expect(mail.data).toMatch(/Content-Disposition: attachment; filename=NB-100001-order\.pdf/);
    expect(mail.data).toContain(content.toString('base64'));
  });

  it('rejects when the server cannot be reached, so the caller can log it', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${deadPort}`, from: 'no-reply@northbendtooling.com' });
    await expect(mailer.send({ to: 'sales@northbendtooling.com', subject: 'x', text: 'x', html: 'x' })).rejects.toThrow(/ECONNREFUSED/);
  });
});
