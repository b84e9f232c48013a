import type { FastifyReply } from 'fastify';
import type { DrawingFile } from './quote-service.js';

/**
 * Sends a drawing as a download, never rendered in the shop's pages: attachment, the type its
 * content was checked as, no sniffing, and no shared cache may keep it (it is the customer's).
 * The customer's file name goes in quoted as ASCII, and in full as RFC 5987 UTF-8.
 */
export function sendDrawing(reply: FastifyReply, file: DrawingFile) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .headers({
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    })
    .send(file.data);
}
