import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/back-office.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { adminDetail, bodyOf, catalogFixture, createProduct, productBody, unique, variantBody } from './test-admin-products.js';

// Shipping weights in the back office (issue 30 item 1, decision 031): what UPS rates parcels by.
const shop = useTestShop({ seed: false });
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const f = beforeAllValue(() => catalogFixture(shop));

const BOX = { length: 14, width: 10, height: 6.5 };

describe('shipping weight and box of products and variants', () => {
  it('saves them, shows them, keeps them when a save leaves them out, and clears them with null', async () => {
    const { _id } = await createProduct(
      editor,
      productBody(f, {
        product_shipping_weight: 12.5,
        product_shipping_dimensions: BOX,
        product_variants: [variantBody(`V-${unique()}`, { variant_shipping_weight: 3.25 })],
      }),
    );
    const saved = await adminDetail(editor, _id);
    expect(saved).toMatchObject({ product_shipping_weight: 12.5, product_shipping_dimensions: BOX });
    expect(saved.product_variants[0]).toMatchObject({ variant_shipping_weight: 3.25, variant_shipping_dimensions: null });

    // An older client that knows nothing of weights changes none of them.
    const { product_shipping_weight: _w, product_shipping_dimensions: _d, ...without } = bodyOf(saved);
    const again = await editor.send('PUT', `/products/${_id}`, { ...without, product_price: 61 });
    expect(again.statusCode, again.body).toBe(200);
    expect(await adminDetail(editor, _id)).toMatchObject({ product_shipping_weight: 12.5, product_shipping_dimensions: BOX });

    const cleared = await editor.send('PUT', `/products/${_id}`, {
      ...bodyOf(saved),
      product_shipping_weight: null,
      product_shipping_dimensions: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await adminDetail(editor, _id)).toMatchObject({ product_shipping_weight: null, product_shipping_dimensions: null });
  });

  it.each([
    [{ product_shipping_weight: 0 }, 'product_shipping_weight must be more than 0 lb'],
    [{ product_shipping_weight: 151 }, 'product_shipping_weight is more than the 150 lb UPS takes in one parcel'],
    [{ product_shipping_weight: '12' }, 'product_shipping_weight must be a weight in pounds, or null'],
    [{ product_shipping_dimensions: { length: 10, width: 5 } }, 'product_shipping_dimensions.height must be a length in inches'],
  ])('refuses %j with 400 naming the field, nothing written', async (bad, message) => {
    const res = await editor.send('POST', '/products', { ...productBody(f), ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('a category’s default shipping weight', () => {
  it('is set on create, changed and removed by PATCH (audited), and refused when not a weight', async () => {
    const owner = await signedInStaff(shop, 'owner');
    const created = await owner.send('POST', '/categories', { category_name: `Heavy dies ${unique()}`, default_shipping_weight: 18 });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json().result;
    expect(category.default_shipping_weight).toBe(18);
    const changed = await owner.send('PATCH', `/categories/${category._id}`, { default_shipping_weight: 22.5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result.default_shipping_weight).toBe(22.5);
    const removed = await owner.send('PATCH', `/categories/${category._id}`, { default_shipping_weight: null });
    expect(removed.json().result.default_shipping_weight).toBeNull();
    const bad = await owner.send('PATCH', `/categories/${category._id}`, { default_shipping_weight: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('default_shipping_weight must be more than 0 lb');
  });
});
