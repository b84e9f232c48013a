/**
 * The soak's mail server: accepts every message (smtp-server, the SMTP server half of nodemailer's
 * project) and counts deliveries per Message-ID, so the audit can tell a mail sent twice from two
 * mails. `down()` closes the port, as an SMTP outage would; `up()` listens on it again.
 */
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  /** Deliveries per Message-ID (a second delivery of one message counts 2). */
  deliveries: Map<string, number>;
  /** Messages without a Message-ID header. */
  anonymous: number;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

const MESSAGE_ID = /^message-id:\s*(<[^>\r\n]+>)/im;

function newServer(sink: Pick<SmtpSink, 'deliveries' | 'anonymous'>): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // An outage refuses new connections at once; a delivery in progress gets a second to end.
    closeTimeout: 1000,
    size: 25 * 1024 * 1024,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const head =
          Buffer.concat(chunks)
            .toString('utf8')
            .split(/\r?\n\r?\n/)[0] ?? '';
        const id = MESSAGE_ID.exec(head)?.[1];
        if (id) sink.deliveries.set(id, (sink.deliveries.get(id) ?? 0) + 1);
        else sink.anonymous++;
        done();
      });
    },
  });
}

const listen = (server: SMTPServer, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });

const stop = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function startSmtpSink(): Promise<SmtpSink> {
  const counts = { deliveries: new Map<string, number>(), anonymous: 0 };
  let server = newServer(counts);
  const port = await listen(server, 0);
  let running = true;
  const sink: SmtpSink = {
    port,
    get deliveries() {
      return counts.deliveries;
    },
    get anonymous() {
      return counts.anonymous;
    },
    async down() {
      if (!running) return;
      running = false;
      await stop(server);
    },
    async up() {
      if (running) return;
      server = newServer(counts);
      await listen(server, port);
      running = true;
    },
    async close() {
      await sink.down();
    },
  };
  return sink;
}
