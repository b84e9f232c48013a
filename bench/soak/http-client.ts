/**
 * The benchmarks' HTTP client (bench/soak, bench/checkout): node:http over kept-alive connections,
 * one pool per backend, instead of fetch. undici's fetch cost about 2.7 ms of CPU per request in bench/checkout, CPU the API
 * processes and PostgreSQL then lacked on the same 2 cores, where real buyers' browsers are on
 * machines of their own. Like a browser it asks for gzip and unpacks it, so the servers compress
 * as they would for a buyer.
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface SoakRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface SoakAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

const agents = new Map<string, Agent>();

function agentOf(origin: string): Agent {
  let agent = agents.get(origin);
  if (!agent) agents.set(origin, (agent = new Agent({ keepAlive: true })));
  return agent;
}

/** One request; rejects without an answer (refused, reset, aborted). Redirects are answers, not followed. */
export function send(url: string, init: SoakRequest = {}): Promise<SoakAnswer> {
  const target = new URL(url);
  const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...init.headers };
  if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
  return new Promise((done, fail) => {
    const req = request(target, { method: init.method ?? 'GET', headers, agent: agentOf(target.origin), signal: init.signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        try {
          const raw = Buffer.concat(chunks);
          const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
          done({ status: res.statusCode ?? 0, headers: res.headers, text });
        } catch (err) {
          fail(err);
        }
      });
    });
    req.on('error', fail);
    req.end(init.body);
  });
}

/** Closes the kept-alive connections (at the end of the run). */
export function closeConnections(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
