import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's directory (apps/api). This file sits directly in src/, and the production
 * build bundles it into dist/server.js (scripts/build.mjs), one level down as well: so the parent
 * of this module's directory is apps/api either way. Files the API reads beside its code
 * (migrations, the storefront's build, the sample CSV) are found from here, not from the
 * importing module's own path, which the bundle changes.
 */
export const API_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
