import { describe, expect, it } from 'vitest';
import { earlyLoad } from './early-load';
import { reviveLoaderData, serializeLoaderData, settleLoads } from './early-load-transfer';

describe('the routes’ data from the server renderer to the browser', () => {
  it('awaits every load, sends its value, and the browser gets a load that has already arrived', async () => {
    const product = { product_name: 'Round Punch </script><script>alert(1)</script>', product_sku: 'NB-1' };
    const data = { '0-16': { product: earlyLoad(Promise.resolve({ state: 'ready', product })), page: 2 } };
    await settleLoads(data);
    const json = serializeLoaderData({ loaderData: data });
    // Nothing in the text can end the <script> block it travels in.
    expect(json).not.toContain('</script>');

    const back = reviveLoaderData(json) as {
      loaderData: { '0-16': { product: { result?: { value: unknown }; promise: Promise<unknown> }; page: number } };
    };
    const route = back.loaderData['0-16'];
    expect(route.page).toBe(2);
    expect(route.product.result).toEqual({ value: { state: 'ready', product } });
    await expect(route.product.promise).resolves.toEqual({ state: 'ready', product });
  });

  it('sends a failed load as failed: the browser’s screen shows its own failure state', async () => {
    const data = { category: earlyLoad(Promise.reject(new Error('Category not found'))) };
    await settleLoads(data);
    const back = reviveLoaderData(serializeLoaderData(data)) as { category: { result?: unknown; promise: Promise<unknown> } };
    expect(back.category.result).toBeUndefined();
    await expect(back.category.promise).rejects.toThrow();
  });
});
