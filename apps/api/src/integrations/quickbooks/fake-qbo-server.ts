import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

/** One request as the fake Intuit received it. */
export interface QboRecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Json | null;
  /** The token request's form, for /oauth2/… calls. */
  form: Record<string, string> | null;
  /** The status it was answered with. */
  status: number;
}

const ENTITIES: Record<string, string> = {
  customer: 'Customer',
  item: 'Item',
  invoice: 'Invoice',
  payment: 'Payment',
  salesreceipt: 'SalesReceipt',
};

const fault = (status: number, code: string, message: string, detail: string, type = 'ValidationFault') => ({
  status,
  body: { Fault: { Error: [{ Message: message, Detail: detail, code, element: '' }], type }, time: new Date().toISOString() },
});

/**
 * A stand-in for Intuit's consent page (/connect/oauth2, agreeing at once), its OAuth 2.0 token endpoint and the QuickBooks Online Accounting API, for
 * tests only, answering as Intuit documents: `{"Invoice": {...}, "time": ...}`, `{"QueryResponse":
 * {...}}`, errors as `{"Fault": {"Error": [{Message, Detail, code}], "type"}}`, a 401 in the
 * gateway's lower-case `fault` form for an expired access token, a 429 for throttling, and the
 * first answer again for a repeated `requestid`. Refresh tokens rotate: the old one is refused
 * (400 invalid_grant) once a new one was issued.
 */
export async function startFakeQbo(app: { clientId: string; clientSecret: string; realmId: string }) {
  const requests: QboRecordedRequest[] = [];
  const replies = new Map<string, { status: number; body: Json }>();
  const store: Record<string, Json[]> = { Customer: [], Item: [], Invoice: [], Payment: [], SalesReceipt: [], Account: [] };
  store.Account.push({ Id: '79', Name: 'Sales of Product Income', AccountType: 'Income', Active: true });
  const codes = new Set<string>();
  let refreshTokens = new Set<string>();
  const accessTokens = new Map<string, number>();
  const failures: { status: number; times: number }[] = [];
  let seq = 100;
  const token = (prefix: string) => `${prefix}-${randomBytes(9).toString('base64url')}`;

  function issueTokens(): Json {
    const access = token('eyJ-access');
    const refresh = token('AB11-refresh');
    accessTokens.set(access, Date.now() + 3600_000);
    // Intuit rotates: the refresh token just used stops working once a new one is handed out.
    refreshTokens = new Set([refresh]);
    return { token_type: 'bearer', access_token: access, expires_in: 3600, refresh_token: refresh, x_refresh_token_expires_in: 8726400 };
  }

  function issueCode(): string {
    const code = token('AB11-code');
    codes.add(code);
    return code;
  }

  function tokenEndpoint(req: IncomingMessage, form: Record<string, string>) {
    const basic = `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== basic) return { status: 401, body: { error: 'invalid_client' } };
    if (form.grant_type === 'authorization_code' && codes.delete(form.code ?? '')) return { status: 200, body: issueTokens() };
    if (form.grant_type === 'refresh_token' && refreshTokens.has(form.refresh_token ?? '')) return { status: 200, body: issueTokens() };
    return { status: 400, body: { error: 'invalid_grant' } };
  }

  function query(statement: string) {
    const m = /^select \* from (\w+)(?: where (\w+) = '((?:[^'\\]|\\.)*)')?/i.exec(statement.trim());
    if (!m || !store[m[1]]) return fault(400, '4000', 'Error parsing query', `QueryParserError: Encountered "${statement}"`);
    const [, entity, field, raw] = m;
    const value = raw?.replace(/\\(.)/g, '$1');
    const found = store[entity].filter((e) => !field || String(e[field]) === value);
    return {
      status: 200,
      body: {
        QueryResponse: found.length ? { [entity]: found, startPosition: 1, maxResults: found.length } : {},
        time: new Date().toISOString(),
      },
    };
  }

  function create(entity: string, body: Json) {
    const ref = (v: unknown) => (v as { value?: string } | undefined)?.value;
    const exists = (kind: string, id: string | undefined) => store[kind].some((e) => e.Id === id);
    if (entity === 'Customer' || entity === 'Item') {
      const nameField = entity === 'Customer' ? 'DisplayName' : 'Name';
      const name = body[nameField];
      if (typeof name !== 'string' || !name)
        return fault(
          400,
          '2020',
          'Required param missing, need to supply the required value for the API',
          `Required parameter ${nameField} is missing`,
        );
      if (store[entity].some((e) => e[nameField] === name))
        return fault(
          400,
          '6240',
          'Duplicate Name Exists Error',
          `The name supplied already exists. : Another ${entity} is already using this name.`,
        );
      if (entity === 'Item' && !exists('Account', ref(body.IncomeAccountRef)))
        return fault(
          400,
          '2020',
          'Required param missing, need to supply the required value for the API',
          'Required parameter IncomeAccountRef is missing',
        );
    }
    if (entity === 'Invoice' || entity === 'SalesReceipt' || entity === 'Payment') {
      if (!exists('Customer', ref(body.CustomerRef)))
        return fault(
          400,
          '2500',
          'Invalid Reference Id',
          'Invalid Reference Id : Something you are using has been deleted or is inactive.',
        );
    }
    if (entity === 'Invoice' || entity === 'SalesReceipt') {
      const lines = Array.isArray(body.Line) ? (body.Line as Json[]) : [];
      if (!lines.length)
        return fault(
          400,
          '2020',
          'Required param missing, need to supply the required value for the API',
          'Required parameter Line is missing',
        );
      for (const line of lines) {
        const detail = line.SalesItemLineDetail as Json | undefined;
        if (!exists('Item', ref(detail?.ItemRef)))
          return fault(400, '2500', 'Invalid Reference Id', 'Invalid Reference Id : Item assigned to this line has been deleted.');
      }
      const total = lines.reduce((sum, l) => sum + Math.round(Number(l.Amount) * 100), 0) / 100;
      return saved(entity, { ...body, TotalAmt: total, Balance: entity === 'Invoice' ? total : 0 });
    }
    if (entity === 'Payment') {
      for (const line of (body.Line as Json[] | undefined) ?? []) {
        for (const linked of (line.LinkedTxn as Json[] | undefined) ?? []) {
          const invoice = store.Invoice.find((i) => i.Id === linked.TxnId);
          if (!invoice || linked.TxnType !== 'Invoice')
            return fault(400, '2500', 'Invalid Reference Id', 'Invalid Reference Id : LinkedTxn');
          invoice.Balance = Math.round((Number(invoice.Balance) - Number(line.Amount)) * 100) / 100;
        }
      }
    }
    return saved(entity, body);
  }

  function saved(entity: string, body: Json) {
    const record = { ...body, Id: String(++seq), SyncToken: '0', MetaData: { CreateTime: new Date().toISOString() } };
    store[entity].push(record);
    return { status: 200, body: { [entity]: record, time: new Date().toISOString() } };
  }

  function accounting(req: IncomingMessage, path: string, params: URLSearchParams, body: Json | null) {
    const auth = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const expiry = accessTokens.get(auth);
    if (!expiry || expiry < Date.now())
      return {
        status: 401,
        body: {
          warnings: null,
          intuitObject: null,
          fault: {
            error: [
              {
                message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401',
                detail: 'Token expired: ' + auth.slice(0, 12),
                code: '3200',
                element: null,
              },
            ],
            type: 'AUTHENTICATION',
          },
          report: null,
          queryResponse: null,
          batchItemResponse: [],
          attachableResponse: [],
          syncErrorResponse: null,
          requestId: null,
          time: Date.now(),
          status: null,
          cdcresponse: [],
        },
      };
    const failure = failures[0];
    if (failure) {
      if (--failure.times <= 0) failures.shift();
      if (failure.status === 429)
        return fault(
          429,
          '3001',
          'message=ThrottleExceeded; errorCode=003001; statusCode=429',
          'The request limit was reached.',
          'SERVICE',
        );
      if (failure.status === 400)
        return fault(
          400,
          '6000',
          'A business validation error has occurred while processing your request',
          'Business Validation Error: The account period has closed.',
        );
      return fault(
        failure.status,
        '10000',
        'An application error has occurred while processing your request',
        'System Failure Error: An unexpected error occurred',
        'SystemFault',
      );
    }
    const m = /^\/v3\/company\/(\d+)\/(\w+)$/.exec(path);
    if (!m || m[1] !== app.realmId)
      return fault(403, '3100', 'message=ApplicationAuthorizationFailed; errorCode=003100; statusCode=403', 'Wrong company');
    if (req.method === 'GET' && m[2] === 'query') return query(params.get('query') ?? '');
    const entity = ENTITIES[m[2]];
    if (req.method !== 'POST' || !entity || !body)
      return fault(400, '4000', 'Unsupported Operation', `Operation ${m[2]} is not supported.`);
    const requestId = params.get('requestid');
    // As Intuit: the same requestid answers the first result instead of creating again.
    const replayKey = requestId ? `${m[2]}:${requestId}` : null;
    const replay = replayKey ? replies.get(replayKey) : undefined;
    if (replay) return replay;
    const reply = create(entity, body);
    if (replayKey && reply.status === 200) replies.set(replayKey, reply);
    return reply;
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-intuit');
      const text = Buffer.concat(chunks).toString('utf8');
      const isForm = String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded');
      const form = isForm ? Object.fromEntries(new URLSearchParams(text)) : null;
      let body: Json | null = null;
      if (!isForm && text) body = JSON.parse(text) as Json;
      let reply: { status: number; body: Json };
      // Intuit's consent page, agreed at once: back to the app's redirect URI with a code, the state and the company.
      if (url.pathname === '/connect/oauth2' && url.searchParams.get('client_id') === app.clientId) {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({
          code: issueCode(),
          state: url.searchParams.get('state') ?? '',
          realmId: app.realmId,
        }).toString();
        requests.push({
          method: 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          body: null,
          form: null,
          status: 302,
        });
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (url.pathname === '/oauth2/v1/tokens/bearer') reply = tokenEndpoint(req, form ?? {});
      else if (url.pathname === '/v2/oauth2/tokens/revoke') reply = { status: 200, body: {} };
      else reply = accounting(req, url.pathname, url.searchParams, body);
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        form,
        status: reply.status,
      });
      res.writeHead(reply.status, { 'content-type': 'application/json', ...(reply.status === 429 ? { 'retry-after': '0' } : {}) });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    store,
    /** An authorization code as Intuit's consent page would hand it to the callback. */
    issueCode,
    /** A refresh token Intuit would accept now (an operator's QBO_REFRESH_TOKEN). */
    issueRefreshToken() {
      const refresh = token('AB11-refresh');
      refreshTokens.add(refresh);
      return refresh;
    },
    /** Whether Intuit would still take this refresh token (rotation retires the previous one). */
    acceptsRefreshToken: (refresh: string) => refreshTokens.has(refresh),
    /** Every access token handed out so far answers 401 from now on, as an expired one does. */
    expireAccessTokens() {
      for (const key of accessTokens.keys()) accessTokens.set(key, 0);
    },
    /** The next `times` Accounting API calls answer `status` (429 throttling, 400 a business validation fault, 503). */
    failNext(status: number, times = 1) {
      failures.push({ status, times });
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type FakeQbo = Awaited<ReturnType<typeof startFakeQbo>>;
