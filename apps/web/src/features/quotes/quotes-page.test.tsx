import { QUOTE_TEXTS, type CartItem } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { cartAnswer, cartLine } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { quoteView } from './quote-fixtures';
import { QuotesPage } from './quotes-page';

const routes = [{ path: '/user/quotes', Component: QuotesPage }];

/** The two quote lines as the cart answers them after 'Accept quote'. */
const quoteCartLines = (): CartItem[] =>
  [1, 2].map((position) =>
    cartLine({
      _id: `cq-${position}`,
      cart_product_id: '',
      cart_product: { product_images: [], product_name: `Line ${position}`, product_slug: '', product_sku: `Q-10001-${position}` },
      cart_quote: { quote_number: 'Q-10001', valid_until: '2099-12-30' },
    }),
  );

describe('Your Quotes', { timeout: 30_000 }, () => {
  it('lists the quotes with status, total and validity, each opening its details', async () => {
    const { notes: _n, drawing: _d, lines: _l, messages: _m, ...quoted } = quoteView();
    fakeApi({
      'GET quotes': {
        result: [
          { ...quoted, unread: true },
          { ...quoted, quote_number: 'Q-10000', status: 'Requested', total: null, valid_until: null, tool_type: 'Press brake die' },
        ],
      },
    });
    renderRoutes(routes, { at: '/user/quotes', customer: CUSTOMER });

    const rows = within(await screen.findByRole('list', { name: 'Your quotes' })).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('href', '/user/quotes?quote=Q-10001');
    expect(rows[0]).toHaveTextContent(/Q-10001New/);
    expect(rows[0]).toHaveTextContent('Turret punch');
    expect(rows[0]).toHaveTextContent('Quoted');
    expect(rows[0]).toHaveTextContent('$590.00');
    expect(rows[0]).toHaveTextContent('Valid until Dec 30, 2099');
    expect(rows[1]).toHaveTextContent('Requested');
    expect(rows[1]).toHaveTextContent('Not quoted yet');
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/user/quotes/new');
  });

  it('accepts a valid quote: its lines go into the cart and the page leads to checkout', async () => {
    const sent = fakeApi({
      'GET quotes/Q-10001': { result: quoteView() },
      'POST quotes/Q-10001/accept': { result: cartAnswer(quoteCartLines()).data, message: QUOTE_TEXTS.accepted },
    });
    const { store } = renderRoutes(routes, { at: '/user/quotes?quote=Q-10001', customer: CUSTOMER });
    const user = userEvent.setup();

    const offer = await screen.findByRole('region', { name: 'Your quote' });
    const table = within(offer).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'DescriptionQtyUnit priceLine total',
      'Obround punch 12 × 30 mm, TiNPart No. Q-10001-14$120.00$480.00',
      'Matching die, 0.2 mm clearancePart No. Q-10001-21$110.00$110.00',
      'Total$590.00',
    ]);
    expect(within(offer).getByText(/Valid until/)).toHaveTextContent('Valid until Dec 30, 2099.');
    expect(screen.getByRole('button', { name: /Download punch.pdf/ })).toBeInTheDocument();
    expect(screen.getByText('Here is your quote.')).toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: 'Accept quote' }));
    expect(await within(offer).findByText(/This quote is in your cart/)).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Proceed to Buy' })).toHaveAttribute('href', '/order/checkout');
    expect(within(offer).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/user/add-to-cart');
    expect(within(offer).queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    expect(sent.find((r) => r.path === 'quotes/Q-10001/accept')?.method).toBe('POST');
    // The header's badge reads the store, which now holds the quote's lines.
    expect(store.getState().cart.userCartData.map((l) => l.cart_product.product_sku)).toEqual(['Q-10001-1', 'Q-10001-2']);
  });

  it('says plainly that an expired quote cannot be accepted, and links an ordered one to its order', async () => {
    fakeApi({
      'GET quotes/Q-10001': { result: quoteView({ status: 'Expired', valid_until: '2026-01-31' }) },
      'GET quotes/Q-10002': { result: quoteView({ quote_number: 'Q-10002', status: 'Ordered', order_number: 'NB-100042' }) },
    });
    const { router } = renderRoutes(routes, { at: '/user/quotes?quote=Q-10001', customer: CUSTOMER });

    const offer = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(offer).getByText(/This quote expired on/)).toHaveTextContent(
      'This quote expired on Jan 31, 2026 and can no longer be accepted.',
    );
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();

    await router.navigate('/user/quotes?quote=Q-10002');
    const ordered = await screen.findByText(/You ordered this quote/);
    expect(within(ordered).getByRole('link', { name: 'NB-100042' })).toHaveAttribute('href', '/user/order?focus=NB-100042');
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
  });

  it('sends a message and shows the thread the answer carries', async () => {
    const sent = fakeApi({
      'GET quotes/Q-10001': { result: quoteView({ status: 'Requested', lines: [], total: null, valid_until: null, messages: [] }) },
      'POST quotes/Q-10001/messages': {
        status: 201,
        body: {
          result: quoteView({
            status: 'Requested',
            lines: [],
            total: null,
            messages: [
              {
                _id: 'm2',
                author: 'customer',
                author_name: 'Dana Fischer',
                body: 'Can you do TiCN?',
                created_at: '2026-11-22T10:00:00.000Z',
              },
            ],
          }),
          message: QUOTE_TEXTS.messageSent,
        },
      },
    });
    renderRoutes(routes, { at: '/user/quotes?quote=Q-10001', customer: CUSTOMER });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'We are preparing your quote' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Enter a message.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Write a message' }), 'Can you do TiCN?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Can you do TiCN?', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toHaveValue('');
    expect(sent.find((r) => r.path === 'quotes/Q-10001/messages')?.body).toEqual({ body: 'Can you do TiCN?' });
  });

  it('tells a buyer when the quote is not theirs or not there', async () => {
    fakeApi({ 'GET quotes/Q-99999': { status: 404, body: { message: QUOTE_TEXTS.notFound } } });
    renderRoutes(routes, { at: '/user/quotes?quote=Q-99999', customer: CUSTOMER });
    expect(await screen.findByRole('heading', { name: 'Quote not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All quotes' })).toHaveAttribute('href', '/user/quotes');
  });
});
