import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  Category,
  CategoryList,
  DropdownList,
  MainCategoriesAnswer,
  ProductDetailAnswer,
  ProductFilter,
  ProductPage,
} from '@northbend/shared';

// A visitor finds tooling on the store home (filters, machine tree, pages) and through category pages.

const api = (path: string) => `/api/v1/${path}`;

async function filtered(request: APIRequestContext, body: Partial<ProductFilter>) {
  const res = await request.post(api('product/public/lists/filter?page=1'), { data: body });
  return (await res.json()) as ProductPage;
}

async function categories(request: APIRequestContext): Promise<Category[]> {
  return ((await (await request.get(api('product/category/public/dropdown'))).json()) as CategoryList).result;
}

async function dropdownValue(request: APIRequestContext, path: string, name: string, body?: unknown): Promise<string> {
  const res = body === undefined ? await request.get(api(path)) : await request.post(api(path), { data: body });
  const item = ((await res.json()) as DropdownList).result.find((i) => i.name === name);
  expect(item, `${name} in ${path}`).toBeTruthy();
  return item!.value;
}

const productList = (page: Page) => page.getByRole('list', { name: 'Products' });

/** The ids of the products shown, read from the cards' links (/{slug}/{id}). */
async function shownIds(page: Page): Promise<string[]> {
  const hrefs = await productList(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => h.split('/').pop() ?? '');
}

/** Phones fold the filter bar and the machine tree behind toggles. */
async function unfold(page: Page, name: RegExp) {
  await expect(page.getByText(/^Found Result: \d+$/)).toBeVisible(); // the screen is in
  const toggle = page.getByRole('button', { name });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}
const openFilters = (page: Page) => unfold(page, /^Filters/);

async function pickMachine(page: Page, picker: 'Machine make' | 'Machine model', name: string) {
  await page.getByRole('button', { name: new RegExp(`^${picker}`) }).click();
  await page.getByRole('group', { name: picker }).getByRole('checkbox', { name, exact: true }).check();
  await page.keyboard.press('Escape');
}

async function expectResults(page: Page, expected: ProductPage) {
  await expect(page.getByText(`Found Result: ${expected.paginationInfo.totalCount}`, { exact: true })).toBeVisible();
  await expect(productList(page).getByRole('listitem')).toHaveCount(expected.result.length);
  expect(await shownIds(page)).toEqual(expected.result.map((p) => p._id));
}

test.describe('store home', () => {
  test('shows 20 products, filters by category and machine, resets', { tag: '@layout' }, async ({ page, request }) => {
    const all = (await (await request.get(api('product/public/lists?page=1'))).json()) as ProductPage;
    const total = all.paginationInfo.totalCount;

    await page.goto('/');
    await expect(page).toHaveTitle('Shop - Northbend Tooling');
    await expect(page.getByRole('heading', { level: 1, name: 'Tooling catalog' })).toBeVisible();
    await expectResults(page, all);
    await expect(productList(page).getByRole('listitem')).toHaveCount(20);
    // A visitor sees 'LVP' instead of a price.
    await expect(productList(page).getByRole('listitem').first().getByRole('link', { name: 'LVP' })).toBeVisible();

    // Category: every card shown is in the category or below it.
    const cats = await categories(request);
    const round = cats.find((c) => c.category_name === 'Round Punches')!;
    const scope = new Set([round._id, ...cats.filter((c) => c.parent_category === round._id).map((c) => c._id)]);
    await openFilters(page);
    await page.getByLabel('Category', { exact: true }).selectOption(round._id);
    await page.getByRole('button', { name: 'Filter Product', exact: true }).click();
    const byCategory = await filtered(request, { categoryId: round._id });
    expect(byCategory.paginationInfo.totalCount).toBeLessThan(total);
    await expectResults(page, byCategory);
    await expect(page).toHaveURL(new RegExp(`category=${round._id}`));
    for (const id of await shownIds(page)) {
      const product = ((await (await request.get(api(`product/public/${id}`))).json()) as ProductDetailAnswer).result;
      expect(
        product.product_category_ids.some((c) => scope.has(c)),
        `${id} is a round punch`,
      ).toBe(true);
    }

    // Make, then model: the results narrow each time.
    const amada = await dropdownValue(request, 'product/keyword/public/machine-make/dropdown', 'Amada');
    const emk = await dropdownValue(request, 'product/keyword/public/machine-model/dropdown/selected', 'EMK 3610 NT', {
      machineMakeIds: [amada],
    });
    await openFilters(page);
    await page.getByLabel('Category', { exact: true }).selectOption('');
    await pickMachine(page, 'Machine make', 'Amada');
    await expect(page.getByRole('button', { name: /^Machine make/ })).toContainText('Amada');
    await page.getByRole('button', { name: 'Filter Product', exact: true }).click();
    const byMake = await filtered(request, { machineMakeIds: [amada] });
    await expectResults(page, byMake);

    await openFilters(page);
    await pickMachine(page, 'Machine model', 'EMK 3610 NT');
    await page.getByRole('button', { name: 'Filter Product', exact: true }).click();
    const byModel = await filtered(request, { machineMakeIds: [amada], machineModelIds: [emk] });
    expect(byModel.paginationInfo.totalCount).toBeLessThan(byMake.paginationInfo.totalCount);
    expect(byMake.paginationInfo.totalCount).toBeLessThan(total);
    await expectResults(page, byModel);

    // Reload keeps the filters (they live in the URL).
    await page.reload();
    await expectResults(page, byModel);

    // Without a make, the model list and selection are emptied.
    await openFilters(page);
    await page.getByRole('button', { name: /^Machine make/ }).click();
    await page.getByRole('group', { name: 'Machine make' }).getByRole('checkbox', { name: 'Amada', exact: true }).uncheck();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^Machine model/ })).toHaveText('--- select machine models ---');
    await page.getByRole('button', { name: /^Machine model/ }).click();
    await expect(page.getByText('No Data Found')).toBeVisible();
    await page.keyboard.press('Escape');

    // Search applies when the box is left.
    await page.getByLabel('Product name').fill('multitool');
    await page.getByLabel('Product name').blur();
    await expectResults(page, await filtered(request, { product_name: 'multitool' }));

    await openFilters(page);
    await page.getByRole('button', { name: 'Reset Product' }).click();
    await expectResults(page, all);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Product name')).toHaveValue('');
  });

  test('pages through the list, back and forward', async ({ page, request }) => {
    const page2 = (await (await request.get(api('product/public/lists?page=2'))).json()) as ProductPage;
    await page.goto('/');
    await expect(productList(page).getByRole('listitem')).toHaveCount(20);
    const first = await shownIds(page);

    await page.getByRole('navigation', { name: 'Product pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => shownIds(page)).toEqual(page2.result.map((p) => p._id));
    expect((await shownIds(page)).filter((id) => first.includes(id))).toEqual([]);

    await page.goBack();
    await expect.poll(() => shownIds(page)).toEqual(first);
    await page.goForward();
    await expect.poll(() => shownIds(page)).toEqual(page2.result.map((p) => p._id));

    // A page past the last one goes back to page 1.
    await page.goto('/?page=999');
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(() => shownIds(page)).toEqual(first);
  });

  test('filters by a leaf of the machine tree', async ({ page, request }) => {
    const square = (await categories(request)).find((c) => c.category_name === 'Square Punches')!;
    await page.goto('/');
    await unfold(page, /^Browse by machine/);
    const tree = page.getByRole('navigation', { name: 'Browse by machine' });
    for (const branch of ['Amada', 'EMK 3610 NT', 'Thick Turret Punches']) {
      const button = tree.getByRole('button', { name: branch, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    }
    await tree.getByRole('button', { name: 'Square Punches', exact: true }).click();

    // A leaf filters by its category and by the make and model it sits under (issue 16).
    const amada = await dropdownValue(request, 'product/keyword/public/machine-make/dropdown', 'Amada');
    const emk = await dropdownValue(request, 'product/keyword/public/machine-model/dropdown/selected', 'EMK 3610 NT', {
      machineMakeIds: [amada],
    });
    await expect(page).toHaveURL(new RegExp(`category=${square._id}`));
    await expect(page).toHaveURL(new RegExp(`models=${emk}`));
    await expectResults(page, await filtered(request, { categoryId: square._id, machineMakeIds: [amada], machineModelIds: [emk] }));
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue(square._id);
  });
});

test.describe('category pages', () => {
  test('footer category > child category > product', { tag: '@layout' }, async ({ page, request }) => {
    const mains = ((await (await request.get(api('product/category/public/main/lists'))).json()) as MainCategoriesAnswer).data.result
      .slice(0, 4)
      .reverse();
    const main = mains[0]!;
    const children = (
      (await (await request.get(api(`product/category/public/dropdown/find-by-parent/${main._id}`))).json()) as CategoryList
    ).result;
    const child = children[0]!;

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Tooling' }).getByRole('link', { name: main.category_name }).click();
    await expect(page).toHaveURL(`/product/${main.category_slug}/${main._id}`);
    await expect(page.getByRole('heading', { level: 1, name: main.category_name })).toBeVisible();
    await expect(page).toHaveTitle(`${main.category_name} - Northbend Tooling`);
    await expect(page.getByRole('heading', { name: 'Product Similar Items' })).toBeVisible();

    await page.getByRole('link', { name: child.category_name, exact: true }).first().click();
    await expect(page).toHaveURL(`/product/${main.category_slug}/${child.category_slug}/${child._id}`);
    await expect(page.getByRole('heading', { level: 1, name: child.category_name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: main.category_name })).toBeVisible();
    await expect(productList(page).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Product Similar Items' })).toBeVisible();

    const products = (
      (await (await request.get(api(`product/category/public/find-by-category/${child._id}?page=1`))).json()) as ProductPage
    ).result;
    expect(await shownIds(page)).toEqual(products.map((p) => p._id));
    await productList(page).getByRole('heading').getByRole('link').first().click();
    await expect(page).toHaveURL(`/${products[0]!.product_slug}/${products[0]!._id}`);
  });

  test("a category page fetches its first cards' pictures once, at once", async ({ page, request }) => {
    const main = ((await (await request.get(api('product/category/public/main/lists'))).json()) as MainCategoriesAnswer).data.result[0]!;
    const imageFetches: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'image' && req.url().includes('/images/categories/')) imageFetches.push(req.url());
    });
    await page.goto(`/product/${main.category_slug}/${main._id}`);
    await expect(page.getByRole('heading', { level: 1, name: main.category_name })).toBeVisible();
    // The first two child cards are the page's largest pictures above the fold: the route's loader
    // fetches them with the children, and the cards take that download instead of a second one.
    const first = page.locator('.nb-category-grid img').first();
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(imageFetches.filter((url) => url === shown)).toHaveLength(1);
  });

  test('a category without children lists its products', async ({ page, request }) => {
    const square = (await categories(request)).find((c) => c.category_name === 'Square Punches')!;
    await page.goto(`/product/${square.category_slug}/${square._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Square Punches' })).toBeVisible();
    await expect(productList(page).getByRole('listitem').first()).toBeVisible();
  });

  test('an unknown or malformed category shows Category not found', async ({ page }) => {
    for (const id of ['not-an-id', '00000000-0000-4000-8000-00000000dead']) {
      await page.goto(`/product/whatever/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
      await expect(page).toHaveTitle('Category not found - Northbend Tooling');
      await page.getByRole('link', { name: 'Back to the shop' }).click();
      await expect(page).toHaveURL('/');
    }
  });
});
