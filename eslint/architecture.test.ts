import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives a file at `path` whose only line is `source`. */
async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: resolve(root, path) });
  return result.messages.filter((m) => m.ruleId === 'architecture/boundaries').map((m) => m.message);
}

// The first lint loads the config, parsers and the TypeScript resolver: seconds on a busy machine.
describe('architecture/boundaries', { timeout: 60_000 }, () => {
  it('refuses a deep import into another API module and accepts its front door', async () => {
    expect(await boundaryErrors('apps/api/src/modules/wishlist/service.ts', "import { x } from '../catalog/product-queries.js';")).toEqual([
      expect.stringContaining('through its front door (modules/catalog/index.ts)'),
    ]);
    expect(await boundaryErrors('apps/api/src/modules/wishlist/service.ts', "import { x } from '../catalog/index.js';")).toEqual([]);
    expect(await boundaryErrors('apps/api/src/modules/orders/documents/lines.ts', "import { x } from '../status.js';")).toEqual([]);
  });

  it('keeps db/, config.ts and integrations/ below the modules', async () => {
    expect(await boundaryErrors('apps/api/src/db/schema/orders.ts', "import type { X } from '../../modules/cart/index.js';")).toHaveLength(
      1,
    );
    expect(await boundaryErrors('apps/api/src/config.ts', "import { x } from './modules/shipping/index.js';")).toHaveLength(1);
    expect(await boundaryErrors('apps/api/src/integrations/mail/x.ts', "import { x } from '../../modules/orders/index.js';")).toHaveLength(
      1,
    );
  });

  it('refuses a web feature importing another feature, and components/ or state/ importing a feature', async () => {
    expect(await boundaryErrors('apps/web/src/features/cart/cart-page.tsx', "import { x } from '../checkout/checkout-api';")).toEqual([
      expect.stringContaining('web features do not import each other (cart → checkout)'),
    ]);
    expect(
      await boundaryErrors('apps/web/src/components/price.tsx', "import { x } from '../features/product/product-price';"),
    ).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/state/cart-slice.ts', "import { x } from '../features/cart/cart-page';")).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/features/cart/cart-page.tsx', "import { x } from '../../components/price';")).toEqual([]);
  });

  it('keeps the back office (admin/) a build of its own: nobody imports it, and it imports ui/, lib/ and shared only', async () => {
    for (const from of ['apps/web/src/app/router.tsx', 'apps/web/src/features/orders/orders-page.tsx', 'apps/web/src/state/user-slice.ts'])
      expect(await boundaryErrors(from, `import { x } from '${'../'.repeat(from.split('/').length - 4)}admin/router';`), from).toEqual([
        expect.stringContaining('the storefront never imports the back office'),
      ]);
    expect(await boundaryErrors('apps/web/src/components/price.tsx', "import { x } from '../admin/api/client';")).toHaveLength(1);
    for (const target of ['../../state/user-slice', '../../app/store', '../../features/orders/order-text', '../../components/price'])
      expect(await boundaryErrors('apps/web/src/admin/orders/order-page.tsx', `import { x } from '${target}';`), target).toEqual([
        expect.stringContaining("the back office imports ui/, lib/, packages/shared and its own files, never the storefront's"),
      ]);
    for (const ok of ['../../ui/form-field', '../../lib/save-file', '../api/client', '@northbend/shared'])
      expect(await boundaryErrors('apps/web/src/admin/orders/order-page.tsx', `import { x } from '${ok}';`), ok).toEqual([]);
  });

  it('keeps ui/ presentational: packages/shared and libraries only', async () => {
    for (const target of ['../lib/api-client', '../state/cart-slice', '../components/price', '../features/cart/cart-page', '../app/store'])
      expect(await boundaryErrors('apps/web/src/ui/money.tsx', `import { x } from '${target}';`), target).toEqual([
        expect.stringContaining('ui/ draws what its props say'),
      ]);
    expect(await boundaryErrors('apps/web/src/ui/money.tsx', "import { x } from '../admin/ui/format';")).toHaveLength(1);
    for (const ok of ['./icon', '@northbend/shared', 'react-bootstrap'])
      expect(await boundaryErrors('apps/web/src/ui/money.tsx', `import { x } from '${ok}';`), ok).toEqual([]);
    expect(await boundaryErrors('apps/web/src/ui/money.test.tsx', "import { x } from '../test/render';")).toEqual([]);
  });

  it('keeps lib/ below the screens of both pages: never the features, components, the wiring or the back office', async () => {
    for (const target of ['../features/cart/cart-api', '../components/price', '../app/store'])
      expect(await boundaryErrors('apps/web/src/lib/session.ts', `import { x } from '${target}';`), target).toEqual([
        expect.stringContaining('lib/ sits below every screen of both pages'),
      ]);
    expect(await boundaryErrors('apps/web/src/lib/session.ts', "import { x } from '../admin/api/session';")).toHaveLength(1);
    for (const ok of ['./paths', '../ui/money', '../state/user-slice', '@northbend/shared'])
      expect(await boundaryErrors('apps/web/src/lib/session.ts', `import { x } from '${ok}';`), ok).toEqual([]);
  });

  it('lets the features use ui/, lib/, components/ and state/', async () => {
    for (const ok of ['../../ui/money', '../../lib/api-client', '../../components/price', '../../state/cart-slice'])
      expect(await boundaryErrors('apps/web/src/features/cart/cart-page.tsx', `import { x } from '${ok}';`), ok).toEqual([]);
  });

  it("lets only the page preview (admin/content/preview) draw the storefront's content blocks", async () => {
    const preview = 'apps/web/src/admin/content/preview/preview-main.tsx';
    expect(await boundaryErrors(preview, "import { x } from '../../../features/content/block-registry';")).toEqual([]);
    expect(await boundaryErrors(preview, "import { x } from '../../../features/orders/order-text';")).toHaveLength(1);
    expect(
      await boundaryErrors('apps/web/src/admin/content/page-editor-page.tsx', "import { x } from '../../features/content/block-registry';"),
    ).toHaveLength(1);
  });

  it('keeps the storefront off the API and packages/shared off both apps', async () => {
    expect(await boundaryErrors('apps/web/src/app/store.ts', "import { x } from '../../../api/src/config.js';")).toHaveLength(1);
    expect(await boundaryErrors('packages/shared/src/money.ts', "import { x } from '../../../apps/web/src/lib/paths';")).toHaveLength(1);
  });
});
