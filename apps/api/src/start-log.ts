import type { Config } from './config.js';

/**
 * The addresses the start log names, all from PUBLIC_URL: where a person opens the shop (the
 * proxy's address in production), not the interface the process is bound to.
 */
export function shopAddresses(config: Pick<Config, 'publicUrl' | 'apiDocs'>): string[] {
  return [
    `Storefront: ${config.publicUrl}/`,
    `Back office: ${config.publicUrl}/admin`,
    config.apiDocs ? `API docs: ${config.publicUrl}/api/docs` : 'API docs: off (API_DOCS=on to serve them at /api/docs)',
  ];
}
