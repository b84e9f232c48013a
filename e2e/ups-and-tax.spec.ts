import { expect, test, type Page } from '@playwright/test';
import type { CartListAnswer, OrderListAnswer, ProductPage, ShippingOptionsAnswer } from '@northbend/shared';
import { pdfText } from './pdf-text';
import { freshCustomer, logIn, sessionOf } from './fresh-customer';

/*
 * Issue 30's journey: a buyer with a Washington address picks UPS 2nd Day Air at checkout, sees the
 * sales tax and the total, pays Net 30; the order page and the Net 30 invoice PDF show the service,
 * the shipping, the tax and the total. The e2e server rates with UPS against the fake UPS server
 * (scripts/e2e-server.mjs, E2E_FAKE_UPS=on) and taxes Washington at 10.25 % (TAX_RATES).
 */

const WASHINGTON = {
  customer_name: 'Dana Whitfield',
  customer_phone_number: '+1 509 555 0142',
  customer_company: 'Inland Fab Works',
  customer_address: '2100 E Trent Ave',
  customer_secondary_address: '',
  customer_city: 'Spokane',
  customer_state: 'Washington',
  customer_zip_code: '99202',
  customer_country: 'United States',
};

const money = (dollars: number) => `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cents = (dollars: number) => Math.round(dollars * 100);

/** Set-up through the API, not the journey: the Washington address and two plain products in the cart. */
async function washingtonCart(page: Page, email: string) {
  const { id, token } = await sessionOf(page);
  const headers = { authorization: token };
  const saved = await page.request.post(`/api/v1/ups/shipping/address/${id}`, { headers, data: { ...WASHINGTON, customer_email: email } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const list = (await (await page.request.get('/api/v1/product/public/lists?page=1', { headers })).json()) as ProductPage;
  for (const p of list.result.filter((p) => !p.product_variants_status).slice(0, 2)) {
    const added = await page.request.post('/api/v1/cart/add-to-cart', {
      headers,
      data: { cart_customer_id: id, cart_product_id: p._id, cart_product_quantity: 2 },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const cart = ((await (await page.request.get(`/api/v1/cart/customer-cart-list/${id}`, { headers })).json()) as CartListAnswer).data;
  return { id, headers, cart };
}

test(
  'a Washington buyer ships UPS 2nd Day Air, sees the tax and the total, and pays Net 30',
  { tag: '@layout' },
  async ({ page, request }, info) => {
    const customer = await freshCustomer(request, `ups-tax-${info.project.name}`);
    await logIn(page, customer);
    const { id, headers, cart } = await washingtonCart(page, customer.email);
    const subTotal = cart.cart_charges.sub_total;
    // The cart's sales tax to the saved address (10.25 % of its taxable lines), which the checkout shows.
    const tax = cart.cart_charges.tax ?? 0;
    expect(tax).toBeGreaterThan(0);

    // What the shop will charge for 2nd Day Air: the fake UPS rates the cart's parcels.
    const offered = (await (await page.request.get('/api/v1/shipping/options', { headers })).json()) as ShippingOptionsAnswer;
    expect(offered.result.map((o) => o.service_name)).toEqual(['UPS Ground', 'UPS 3 Day Select', 'UPS 2nd Day Air', 'UPS Next Day Air']);
    const secondDay = offered.result.find((o) => o.service_code === '02')!;
    expect(secondDay).toMatchObject({ delivery_days: 2, source: 'ups' });
    const total = (cents(subTotal) + cents(secondDay.charge) + cents(tax)) / 100;

    await test.step('the checkout offers the UPS services with price and delivery days; the cheapest is chosen', async () => {
      await page.goto('/order/checkout');
      await expect(page.getByRole('tab', { name: '2 Payments Method' })).toHaveAttribute('aria-selected', 'true');
      const services = page.getByRole('group', { name: 'Choose your shipping' });
      await expect(services.getByRole('radio')).toHaveCount(4);
      await expect(services.getByRole('radio', { name: /^UPS Ground/ })).toBeChecked();
      await expect(services.getByText('2 business days')).toBeVisible();
      await expect(services.getByText(money(secondDay.charge))).toBeVisible();
    });

    await test.step('picking UPS 2nd Day Air: the Order Total shows it, the sales tax and the total', async () => {
      await page.getByRole('radio', { name: /^UPS 2nd Day Air/ }).check();
      const panel = page.getByRole('complementary', { name: 'Order Total' });
      await expect(panel).toContainText('UPS 2nd Day Air');
      await expect(panel).toContainText(money(secondDay.charge));
      await expect(panel).toContainText('Sales tax');
      await expect(panel).toContainText(money(tax));
      await expect(panel.locator('.nb-total__row--grand dd')).toHaveText(money(total));
      await page.screenshot({ path: info.outputPath(`checkout-ups-${info.project.name}.png`), fullPage: true });
    });

    let orderId = '';
    await test.step('Net 30: the order is placed', async () => {
      await page.getByRole('radio', { name: 'Net 30 (via Stripe)' }).check();
      await page.getByRole('button', { name: 'Process to order' }).click();
      await expect(page).toHaveURL(/\/order\/process\/success\?order_id=NB-\d+$/);
      orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
    });

    await test.step('the order page shows the service, the shipping, the tax and the total', async () => {
      await page.getByRole('link', { name: 'View your order' }).click();
      const card = page.getByRole('article', { name: orderId });
      await expect(card).toContainText('UPS 2nd Day Air');
      await expect(card).toContainText(money(secondDay.charge));
      await expect(card).toContainText('Sales tax');
      await expect(card).toContainText(money(tax));
      await expect(card).toContainText(money(total));
    });

    await test.step('the order answers the frozen charges, and the Net 30 invoice PDF prints them', async () => {
      const orders = (await (await page.request.get(`/api/v1/order/user/${id}`, { headers })).json()) as OrderListAnswer;
      const order = orders.data.result.find((o) => o.order_id === orderId)!;
      expect(order.shipping_service).toEqual({ service_code: '02', service_name: 'UPS 2nd Day Air', source: 'ups' });
      expect(order.order_charges).toMatchObject({ shipping: secondDay.charge, shipping_charges: secondDay.charge, tax, total });
      const pdf = await page.request.get(order.download_order_net_30_invoice_pdf_url!, { headers });
      expect(pdf.ok()).toBe(true);
      const text = pdfText(await pdf.body());
      expect(text).toContain(`Shipping (UPS 2nd Day Air) ${money(secondDay.charge)}`);
      expect(text).toMatch(new RegExp(`Sales tax[^$]*\\${money(tax)}`));
      expect(text).toContain(`Total ${money(total)}`);
    });
  },
);
