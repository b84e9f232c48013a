import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake UPS received it; the body parsed as JSON or as a form. */
export interface RecordedUpsRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
  /** Every header as sent (names in lower case), e.g. the Tracking API's transid and transactionsrc. */
  headers?: IncomingHttpHeaders;
}

type Json = Record<string, unknown>;
type Reply = { status: number; body: Json };

export interface FakeUpsOptions {
  clientId?: string;
  clientSecret?: string;
  /** The port to listen on; 0 (the default) takes a free one. */
  port?: number;
  /** What the token answer's expires_in says, in seconds (UPS: about 14399). */
  tokenSeconds?: number;
}

/**
 * Published-style rates per service: a base charge and a charge per pound (billed weight, each
 * package rounded up to a whole pound as UPS bills), with UPS's guaranteed business days.
 */
const SERVICES: Record<string, { base: number; perLb: number; days?: number }> = {
  '03': { base: 11.5, perLb: 0.85 }, // Ground: no guarantee, UPS sends no GuaranteedDelivery
  '12': { base: 19.25, perLb: 1.4, days: 3 },
  '02': { base: 27.6, perLb: 2.1, days: 2 },
  '01': { base: 48.9, perLb: 3.35, days: 1 },
  '13': { base: 44.1, perLb: 3.05, days: 1 },
  '14': { base: 89.0, perLb: 4.1, days: 1 },
  '59': { base: 33.4, perLb: 2.4, days: 2 },
};

/**
 * A stand-in for onlinetools.ups.com for tests and the browser journeys: our clients talk to it
 * over real HTTP. It answers as UPS documents: the OAuth token endpoint (Basic auth, form body,
 * expires_in as a string), `POST /api/rating/v2409/Shop` (RateResponse.RatedShipment[]), and
 * `GET /api/track/v1/details/{number}` with the answers a test sets (`setTracking`). Errors come
 * as `{response: {errors: [{code, message}]}}` with 400/401/404/500.
 */
export async function startFakeUps(options: FakeUpsOptions = {}) {
  const clientId = options.clientId ?? 'ups-client-id';
  const clientSecret = options.clientSecret ?? 'ups-client-secret';
  const requests: RecordedUpsRequest[] = [];
  const tracking = new Map<string, { status: number; body: Json }>();
  let liveTokens = new Set<string>();
  let seq = 0;
  let tokenSeconds = options.tokenSeconds ?? 14_399;
  let negotiated: number | null = null;
  let failure: { mode: 'error' | 'hang' | 'unauthorized'; times: number; path?: string } | null = null;

  function issueToken(req: RecordedUpsRequest): Reply {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (req.authorization !== expected) return upsError(401, '10401', 'ClientId is Invalid');
    if ((req.body as Json | null)?.grant_type !== 'client_credentials') return upsError(400, '10400', 'Invalid/Missing grant_type');
    const token = `fake-ups-token-${++seq}`;
    liveTokens.add(token);
    return {
      status: 200,
      body: {
        token_type: 'Bearer',
        issued_at: String(Date.now()),
        client_id: clientId,
        access_token: token,
        expires_in: String(tokenSeconds),
        refresh_count: '0',
        status: 'approved',
      },
    };
  }

  function shop(body: Json): Reply {
    const rr = body.RateRequest as Json | undefined;
    const shipment = rr?.Shipment as Json | undefined;
    if (!shipment) return upsError(400, '250002', 'Invalid request: missing RateRequest.Shipment');
    const shipper = shipment.Shipper as Json | undefined;
    if (!shipper?.ShipperNumber) return upsError(400, '120100', 'Missing or invalid shipper number');
    const shipTo = (shipment.ShipTo as Json | undefined)?.Address as Json | undefined;
    if (!shipTo?.PostalCode || !shipTo.CountryCode)
      return upsError(400, '111210', 'The requested service is unavailable between the selected locations.');
    const packages = ([] as Json[]).concat((shipment.Package as Json[] | Json | undefined) ?? []);
    if (!packages.length) return upsError(400, '111500', 'Missing package information');
    let billed = 0;
    for (const pkg of packages) {
      const weight = (pkg.PackageWeight as Json | undefined) ?? {};
      const unit = ((weight.UnitOfMeasurement as Json | undefined) ?? {}).Code;
      if (unit !== 'LBS' && unit !== 'KGS') return upsError(400, '111035', 'Invalid package weight unit of measurement');
      // UPS's JSON takes every number as a string; a bare number is refused.
      if (typeof weight.Weight !== 'string' || !(Number(weight.Weight) > 0))
        return upsError(400, '111036', 'Package weight is missing or invalid');
      billed += Math.ceil(Number(weight.Weight));
    }
    const RatedShipment = Object.entries(SERVICES).map(([code, s]) => {
      const total = (s.base + s.perLb * billed).toFixed(2);
      return {
        Service: { Code: code, Description: '' },
        RatedShipmentAlert: [{ Code: '110971', Description: 'Your invoice may vary from the displayed reference rates' }],
        BillingWeight: { UnitOfMeasurement: { Code: 'LBS', Description: 'Pounds' }, Weight: String(billed) },
        TransportationCharges: { CurrencyCode: 'USD', MonetaryValue: total },
        ServiceOptionsCharges: { CurrencyCode: 'USD', MonetaryValue: '0.00' },
        TotalCharges: { CurrencyCode: 'USD', MonetaryValue: total },
        ...(negotiated !== null && {
          NegotiatedRateCharges: { TotalCharge: { CurrencyCode: 'USD', MonetaryValue: (Number(total) * negotiated).toFixed(2) } },
        }),
        ...(s.days && { GuaranteedDelivery: { BusinessDaysInTransit: String(s.days) } }),
        RatedPackage: packages.map((p) => ({ Weight: (p.PackageWeight as Json).Weight })),
      };
    });
    return {
      status: 200,
      body: {
        RateResponse: {
          Response: {
            ResponseStatus: { Code: '1', Description: 'Success' },
            TransactionReference: {
              CustomerContext: ((rr?.Request as Json | undefined)?.TransactionReference as Json | undefined)?.CustomerContext ?? '',
            },
          },
          RatedShipment,
        },
      },
    };
  }

  function route(req: RecordedUpsRequest): Reply {
    if (req.method === 'POST' && req.path === '/security/v1/oauth/token') return issueToken(req);
    const bearer = req.authorization?.startsWith('Bearer ') ? req.authorization.slice(7) : undefined;
    const authorized = bearer !== undefined && liveTokens.has(bearer);
    if (req.method === 'POST' && req.path === '/api/rating/v2409/Shop') {
      if (!authorized) return upsError(401, '250002', 'Invalid Authentication Information.');
      return shop((req.body as Json | null) ?? {});
    }
    const track = /^\/api\/track\/v1\/details\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && track) {
      if (!authorized) return upsError(401, '250002', 'Invalid Authentication Information.');
      // The Tracking API requires both headers (a request id of up to 32 characters, and who asks).
      const transId = req.headers?.transid;
      if (typeof transId !== 'string' || !transId || transId.length > 32 || !req.headers?.transactionsrc)
        return upsError(400, 'VSS000', 'Missing or invalid transId or transactionSrc header');
      return tracking.get(decodeURIComponent(track[1])) ?? upsError(404, 'TW0001', 'Tracking Information Not Found');
    }
    return upsError(404, '404', `Resource not found: ${req.method} ${req.path}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake-ups');
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    if (text) {
      const type = req.headers['content-type'] ?? '';
      try {
        body = type.includes('json') ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
      } catch {
        return send(res, 400, upsError(400, '10001', 'The request is not valid JSON').body);
      }
    }
    const recorded = { method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization, body, headers: req.headers };
    requests.push(recorded);
    if (failure && failure.times > 0 && (!failure.path || url.pathname.startsWith(failure.path))) {
      failure.times--;
      if (failure.mode === 'hang') return; // never answers: the client's timeout must end the wait
      if (failure.mode === 'unauthorized') return send(res, 401, upsError(401, '250002', 'Invalid Authentication Information.').body);
      return send(res, 500, upsError(500, '10500', 'General Failure').body);
    }
    const reply = route(recorded);
    send(res, reply.status, reply.body);
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    requests,
    /** Requests to one path, in order. */
    to: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    /** What GET /api/track/v1/details/{number} answers (UPS's trackResponse JSON, or an error with its status). */
    setTracking(number: string, body: Json, status = 200) {
      tracking.set(number, { status, body });
    },
    /** Answers NegotiatedRateCharges at this share of the published rate (e.g. 0.8); null: none, as for an account without. */
    setNegotiated(share: number | null) {
      negotiated = share;
    },
    /** What later token answers say in expires_in. */
    setTokenSeconds(seconds: number) {
      tokenSeconds = seconds;
    },
    /** As when UPS's side expires every token issued so far: they get 401 from now on. */
    expireTokens() {
      liveTokens = new Set();
    },
    /** The next `times` requests (to paths starting with `path`, when given) answer 500, 401 or never. */
    failNext(mode: 'error' | 'hang' | 'unauthorized', times = 1, path?: string) {
      failure = { mode, times, path };
    },
    reset() {
      requests.length = 0;
      tracking.clear();
      failure = null;
      negotiated = null;
      tokenSeconds = options.tokenSeconds ?? 14_399;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeUps = Awaited<ReturnType<typeof startFakeUps>>;

function upsError(status: number, code: string, message: string): Reply {
  return { status, body: { response: { errors: [{ code, message }] } } };
}

function send(res: ServerResponse, status: number, body: Json): void {
  res.writeHead(status, { 'content-type': 'application/json', transid: 'fake-ups' });
  res.end(JSON.stringify(body));
}
