// Fixtures of the back-office product tests (not a test file itself): a small catalog of their own
// (categories, machines, a keyword dropdown) and product bodies as the admin UI sends them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProductInputBody } from '@northbend/shared';
import { categories, keywordDropdowns, machineMakes, machineModels, orders } from '../../db/schema/index.js';
import type { OrderLineSnapshot } from '../../db/schema/index.js';
import type { SignedInTestStaff } from '../../test/back-office.js';
import { newCustomer, type TestCustomer } from '../../test/customers.js';
import type { TestShop } from '../../test/test-app.js';

export interface CatalogFixture {
  punches: { id: string; slug: string };
  roundPunches: { id: string; slug: string };
  dies: { id: string; slug: string };
  trumpf: string;
  amada: string;
  truPunch: string;
  vipros: string;
}

let serial = 0;
/** A tag unique within the test run: part numbers, names and slugs of one test never meet another's. */
export const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`.toUpperCase();

/** Two main categories (one with a child), two makes with a model each, the sheet material dropdown. */
export async function catalogFixture(shop: TestShop): Promise<CatalogFixture> {
  const db = shop.handle.db;
  const tag = unique().toLowerCase();
  const [punches] = await db
    .insert(categories)
    .values({ name: 'Turret Punches', slug: `turret-punches-${tag}`, sortOrder: 1 })
    .returning();
  const [roundPunches] = await db
    .insert(categories)
    .values({ name: 'Round Punches', slug: `round-punches-${tag}`, parentId: punches.id })
    .returning();
  const [dies] = await db
    .insert(categories)
    .values({ name: 'Press Brake Dies', slug: `press-brake-dies-${tag}`, sortOrder: 2 })
    .returning();
  const [trumpf] = await db
    .insert(machineMakes)
    .values({ name: `Trumpf ${tag}`, sortOrder: 1 })
    .returning();
  const [amada] = await db
    .insert(machineMakes)
    .values({ name: `Amada ${tag}`, sortOrder: 2 })
    .returning();
  const [truPunch] = await db.insert(machineModels).values({ makeId: trumpf.id, name: 'TruPunch 5000' }).returning();
  const [vipros] = await db.insert(machineModels).values({ makeId: amada.id, name: 'Vipros 357' }).returning();
  await db
    .insert(keywordDropdowns)
    .values({
      id: 'DROPDOWN_SHEET_MATERIAL',
      name: 'Sheet Material',
      options: [
        { value: 'stainless', name: 'Stainless Steel' },
        { value: 'mild', name: 'Mild Steel' },
      ],
    })
    .onConflictDoNothing();
  return {
    punches: { id: punches.id, slug: punches.slug },
    roundPunches: { id: roundPunches.id, slug: roundPunches.slug },
    dies: { id: dies.id, slug: dies.slug },
    trumpf: trumpf.id,
    amada: amada.id,
    truPunch: truPunch.id,
    vipros: vipros.id,
  };
}

export type VariantBody = NonNullable<ProductInputBody['product_variants']>[number];

/** A variant as the admin UI sends it: a round punch size measured in mm, with a priced coating option. */
export const variantBody = (sku: string, overrides: Record<string, unknown> = {}): VariantBody =>
  ({
    variant_name: `Round ${sku}`,
    variant_sku: sku,
    variant_price: 89.5,
    variant_description: 'Ground to ±0.01 mm',
    variant_measurement: { mm_status: true, in_status: false, mm: { min: 3, max: 12.7 }, in: {} },
    variant_options: [
      {
        variant_options_name: 'Coating',
        variant_options_link: 0 as const,
        variant_options_lists: [
          { variant_options_child_name: 'Uncoated', variant_options_child_price: 0, variant_options_child_is_default: true },
          { variant_options_child_name: 'TiN', variant_options_child_price: 12, variant_options_child_is_default: false },
        ],
      },
    ],
    ...overrides,
  }) as VariantBody;

/** A product body with a fresh part number, in the round punches category. */
export function productBody(f: CatalogFixture, overrides: Partial<ProductInputBody> = {}): ProductInputBody {
  const tag = unique();
  return {
    product_name: `Thick Turret Round Punch ${tag}`,
    product_sku: `NB-TT-${tag}`,
    product_description: 'A-station round punch for mild and stainless sheet.',
    product_price: 49.95,
    product_quantity: 12,
    product_images: [{ url: '/images/products/round-punch.png', alt: 'Round punch, side view' }],
    product_category_ids: [f.roundPunches.id],
    product_machine_make_ids: [f.trumpf],
    product_machine_model_ids: [f.truPunch],
    product_keywords: { DROPDOWN_SHEET_MATERIAL: ['stainless'] },
    product_variants: [],
    ...overrides,
  };
}

/** Creates a product through POST /admin/products and answers its id and slug. */
export async function createProduct(staff: SignedInTestStaff, body: ProductInputBody): Promise<{ _id: string; product_slug: string }> {
  const res = await staff.send('POST', '/products', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

/** The product as GET /admin/products/{id} shows it. */
export async function adminDetail(staff: SignedInTestStaff, id: string) {
  const res = await staff.send('GET', `/products/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

/** The detail turned back into a body for PUT (what the editor does: load, change, save). */
export function bodyOf(detail: Record<string, unknown> & { product_variants: Record<string, unknown>[] }): ProductInputBody {
  const { product_variants, ...rest } = detail;
  const keep = [
    'product_name',
    'product_slug',
    'product_sku',
    'product_description',
    'product_price',
    'product_quantity',
    'product_images',
    'product_category_ids',
    'product_machine_make_ids',
    'product_machine_model_ids',
    'product_keywords',
  ];
  return {
    ...(Object.fromEntries(keep.map((k) => [k, rest[k]])) as unknown as ProductInputBody),
    product_variants: product_variants
      .filter((v) => !v.archived)
      .map((v) => {
        const {
          archived: _a,
          ordered: _o,
          variant_options,
          ...variant
        } = v as Record<string, unknown> & { variant_options: Record<string, unknown>[] };
        return { ...variant, variant_options: variant_options.map(({ _id: _i, ...o }) => o) } as never;
      }),
  };
}

/** A placed order of a new customer whose one line is the product (with one variant of it when given). */
export async function orderOf(
  shop: TestShop,
  product: { id: string; name: string; sku: string },
  variant?: { id: string; sku: string },
): Promise<TestCustomer> {
  const customer = await newCustomer(shop, { address: true });
  const line: OrderLineSnapshot = {
    cartItemId: randomUUID(),
    productId: product.id,
    product: { name: product.name, slug: 'ordered', sku: product.sku, images: [] },
    productPriceCents: variant ? 0 : 4_995,
    quantity: 1,
    productTotalCents: variant ? 0 : 4_995,
    variants: variant
      ? [
          {
            variantId: variant.id,
            name: `Round ${variant.sku}`,
            sku: variant.sku,
            image: '',
            quantity: 2,
            unitPriceCents: 8_950,
            totalCents: 17_900,
            measurement: null,
            options: [],
          },
        ]
      : [],
    itemTotalCents: variant ? 17_900 : 4_995,
    problem: null,
  };
  await shop.handle.db.insert(orders).values({
    orderNumber: sql`'NB-' || nextval('order_number_seq')`,
    customerId: customer.id,
    paymentType: 'COD',
    lines: [line],
    shippingAddress: { customer_name: 'Dana Whitfield', customer_city: 'Holland' },
    subTotalCents: line.itemTotalCents,
    shippingCents: 2_950,
    totalCents: line.itemTotalCents + 2_950,
  });
  return customer;
}
