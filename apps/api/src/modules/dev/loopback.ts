import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * True when the request comes straight from this machine: the connection's own address is a
 * loopback one and no proxy forwarded it. A reverse proxy on the same host connects from
 * 127.0.0.1 too, so a forwarded request counts as remote whatever TRUST_PROXY says.
 */
export function fromThisMachine(req: FastifyRequest): boolean {
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? '');
}
