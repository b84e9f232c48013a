import { expect, test, type Locator, type Page } from '@playwright/test';
import type { CategoryList, ProductDetailAnswer } from '@northbend/shared';
import { freshCustomer, logIn, sessionOf } from './fresh-customer';

/**
 * Back office part 2 (issue 12): an editor adds a product with two variants (measurement bounds; an
 * option with a priced choice) and the storefront's search and category page list it; the editor
 * changes a variant's price and a customer who had it in the cart sees the new price and the
 * notice; the editor changes the Home page's hero heading and publishes it, and the storefront
 * shows it. The journey puts the heading back and archives the product, so other journeys see the
 * demo catalog and content as seeded. Desktop only (playwright.config.ts): the back office is desktop-first.
 */

// The demo editor the API seeds outside production (apps/api/src/seed/staff.ts).
const EDITOR = 'editor@northbend.example';
const STAFF_PASSWORD = 'Northbend-demo-2024';
// The Home page's hero heading as seeded (apps/api/src/seed/content/pages/home.ts).
const SEEDED_HERO = 'Precision Tooling for Sheet-Metal Fabricators';
// A leaf category under Strippers (apps/api/src/seed/catalog/categories.ts).
const PARENT_CATEGORY = 'Strippers';
const CATEGORY = 'Stripper Plates';

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(EDITOR);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

const backOfficeNav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products by name or part number' });
/** The one variant panel open in the product editor (each is closed with Done before the next opens). */
const variantPanel = (page: Page) => page.locator('.nb-pf-variant');
const textbox = (scope: Locator | Page, name: string) => scope.getByRole('textbox', { name, exact: true });

/** The Home page's hero banner (its second block) in the content editor. */
const heroBlock = (page: Page) =>
  page
    .getByRole('list', { name: 'Blocks of the page, in order' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^(Edit|Close) Hero banner \(block 2\)$/ }) });

/** Opens the Home page in the content editor with its hero banner's form open. */
async function openHomeEditor(page: Page) {
  await backOfficeNav(page).getByRole('link', { name: 'Content' }).click();
  await page.getByRole('table', { name: 'Content pages' }).getByRole('link', { name: 'Edit the Home page' }).click();
  await expect(page.getByRole('heading', { name: 'Home page', level: 1 })).toBeVisible();
  await heroBlock(page).getByRole('button', { name: 'Edit Hero banner (block 2)' }).click();
}

/** Sets the hero banner's heading in the open Home page editor and publishes it (confirmed). */
async function publishHeroHeading(page: Page, heading: string) {
  await textbox(heroBlock(page), 'Heading').fill(heading);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the Home page?' });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The page has been published.' }).last()).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(textbox(heroBlock(page), 'Heading')).toHaveValue(heading);
}

/** The storefront's Home content page shows this hero heading. */
async function expectHomeHero(shop: Page, heading: string) {
  await shop.goto('/home');
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test('an editor adds a product, changes a variant price and the Home hero; the storefront and a cart follow', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `E2E Stripper Plate ${stamp}`;
  const sku = `E2E-SP-${stamp}`;
  const measured = { name: 'Measured plate', sku: `${sku}-MM`, price: 45, newPrice: 49.5 };
  const coated = { name: 'Coated plate', sku: `${sku}-TIN`, price: 52 };
  let productId = '';

  // The storefront in a context of its own: a visitor, then a customer, never signed in to the back office.
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();

  await test.step('the editor creates the product with two variants through the editor', async () => {
    await signIn(page);
    await backOfficeNav(page).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();

    const details = page.getByRole('region', { name: 'Product', exact: true });
    await textbox(details, 'Name').fill(name);
    await textbox(details, 'Part number').fill(sku);
    await textbox(details, 'Price').fill('39.00');
    await textbox(details, 'Quantity in stock').fill('25');
    await textbox(details, 'Description').fill('Hardened stripper plate, added by the catalog-editing journey.');
    await page.getByRole('region', { name: 'Categories' }).getByRole('checkbox', { name: CATEGORY, exact: true }).check();
    await expect(page.getByText('1 category chosen')).toBeVisible();

    // Variant 1: measured in millimetres, 10 to 40.
    await page.getByRole('button', { name: 'Add variant' }).click();
    let panel = variantPanel(page);
    await textbox(panel, 'Variant name').fill(measured.name);
    await textbox(panel, 'Part number').fill(measured.sku);
    await textbox(panel, 'Price').fill(String(measured.price));
    await panel.getByRole('checkbox', { name: 'Millimetres (MM)' }).check();
    await textbox(panel, 'Min (MM)').fill('10');
    await textbox(panel, 'Max (MM)').fill('40');
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(panel).toHaveCount(0);

    // Variant 2: a Coating option, None (the default, no surcharge) or TiN for $12.50 more.
    await page.getByRole('button', { name: 'Add variant' }).click();
    panel = variantPanel(page);
    await textbox(panel, 'Variant name').fill(coated.name);
    await textbox(panel, 'Part number').fill(coated.sku);
    await textbox(panel, 'Price').fill(String(coated.price));
    await panel.getByRole('button', { name: 'Add option' }).click();
    await textbox(panel, 'Option name').fill('Coating');
    await textbox(panel, 'Name of choice 1').fill('None');
    await expect(textbox(panel, 'Price of None')).toHaveValue('0.00');
    await panel.getByRole('button', { name: 'Add choice to Coating' }).click();
    await textbox(panel, 'Name of choice 2').fill('TiN');
    await textbox(panel, 'Price of TiN').fill('12.50');
    await expect(panel.getByRole('radio', { name: 'Default choice: None' })).toBeChecked();
    await panel.getByRole('button', { name: 'Done' }).click();

    const variants = page.getByRole('table', { name: /Variants, in the order/ });
    await expect(variants.getByRole('row')).toHaveCount(3);
    await expect(variants.getByRole('row').nth(1)).toContainText(measured.name);
    await expect(variants.getByRole('row').nth(2)).toContainText(coated.name);

    // A new product starts as a draft (issue 28 item 5): the editor publishes it at once.
    await page.getByRole('radio', { name: 'Published', exact: true }).check();
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'The storefront and carts show it now.' })).toContainText(/^Saved at /);
    productId = /\/admin\/products\/([^/?#]+)$/.exec(page.url())?.[1] ?? '';
    expect(productId).not.toBe('');
  });

  await test.step('a visitor finds it with the header search and on its category page', async () => {
    await shop.goto('/');
    await searchBox(shop).fill(name);
    const option = shop.getByRole('option').filter({ hasText: name });
    await expect(option).toHaveCount(1);
    await option.click();
    await expect(shop.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(shop).toHaveURL(new RegExp(`/${productId}$`));

    const categories = ((await (await request.get('/api/v1/product/category/public/dropdown')).json()) as CategoryList).result;
    const parent = categories.find((c) => c.category_name === PARENT_CATEGORY)!;
    await shop.goto(`/product/${parent.category_slug}/${parent._id}`);
    await expect(shop.getByRole('heading', { level: 1, name: PARENT_CATEGORY })).toBeVisible();
    await shop.getByRole('link', { name: CATEGORY, exact: true }).first().click();
    await expect(shop.getByRole('heading', { level: 1, name: CATEGORY })).toBeVisible();
    // Newest first: the new product leads the category's first page.
    await expect(shop.getByRole('list', { name: 'Products' }).getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`/${productId}$`),
    );
  });

  await test.step('a customer has the measured variant in the cart at its price', async () => {
    const customer = await freshCustomer(request, 'catalog-editing');
    await logIn(shop, customer);
    const { id, token } = await sessionOf(shop);
    const headers = { authorization: token };
    const product = ((await (await request.get(`/api/v1/product/public/${productId}`, { headers })).json()) as ProductDetailAnswer).result;
    const variant = product.product_variants.find((v) => v.variant_name === measured.name)!;
    expect(variant.variant_measurement.mm).toEqual({ min: 10, max: 40 });
    const added = await request.post('/api/v1/cart/variant-add-to-cart', {
      headers,
      data: {
        cart_customer_id: id,
        cart_product_id: productId,
        cart_selected_product_variants: { _id: variant._id, variant_quantity: 1, variant_measurement_selected: { type: 'MM', value: 25 } },
      },
    });
    expect(added.ok(), await added.text()).toBe(true);

    await shop.goto('/user/add-to-cart');
    const main = shop.getByRole('main');
    await expect(main.getByRole('textbox', { name: `Quantity of ${name}, ${measured.name}` })).toHaveValue('1');
    await expect(main.locator('.nb-cart-buy__unit')).toHaveText(`${money(measured.price)} each`);
    await expect(main.getByText(/Price changed since you added this/)).toHaveCount(0);
  });

  await test.step('the editor changes that variant’s price; the cart shows the new price and the notice', async () => {
    await page.getByRole('button', { name: `Edit ${measured.name}` }).click();
    await textbox(variantPanel(page), 'Price').fill(String(measured.newPrice));
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The storefront and carts show it now.' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: /Variants, in the order/ })
        .getByRole('row')
        .nth(1),
    ).toContainText(money(measured.newPrice));

    await shop.reload();
    const main = shop.getByRole('main');
    await expect(main.locator('.nb-cart-buy__unit')).toHaveText(`${money(measured.newPrice)} each`);
    await expect(
      main.getByText(`Price changed since you added this: was ${money(measured.price)}, now ${money(measured.newPrice)}`, { exact: true }),
    ).toBeVisible();
    await expect(shop.getByRole('status').filter({ hasText: 'Some prices have changed since you added these items.' })).toBeVisible();
  });

  await test.step('the editor publishes a new Home hero heading; the storefront shows it; the seeded one goes back', async () => {
    const heading = `Tooling that fits, ${stamp}`;
    await openHomeEditor(page);
    await publishHeroHeading(page, heading);
    await expectHomeHero(shop, heading);

    await publishHeroHeading(page, SEEDED_HERO);
    await expectHomeHero(shop, SEEDED_HERO);
  });

  await test.step('clean-up: the editor archives the product from the list; search no longer finds it', async () => {
    await backOfficeNav(page).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(sku);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = page.getByRole('table', { name: 'Products' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await rows.getByRole('button', { name: `Archive ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Archive ${name}?` });
    await dialog.getByRole('button', { name: 'Archive product' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `${name} is archived.` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Products' }).getByRole('link', { name })).toHaveCount(0);

    await shop.goto('/');
    await searchBox(shop).fill(name);
    await expect(shop.getByRole('listbox')).toContainText('No Products');
  });

  await shopContext.close();
});
