import { QUOTE_TEXTS } from '@northbend/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { CUSTOMER, landing, renderRoutes } from '../../test/render';
import { quoteView } from './quote-fixtures';
import { QuoteRequestPage } from './quote-request-page';

const routes = [{ path: '/user/quotes/new', Component: QuoteRequestPage }, landing('/user/quotes')];
const file = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe('the quote request form', { timeout: 30_000 }, () => {
  it('refuses missing fields and a wrong or too large drawing with the server’s words, sending nothing', async () => {
    const sent = fakeApi({});
    renderRoutes(routes, { at: '/user/quotes/new', customer: CUSTOMER });
    const user = userEvent.setup({ applyAccept: false });

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Machine is required')).toBeInTheDocument();
    expect(screen.getByText('Tool type is required')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Machine' })).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => document.activeElement?.id).toBe('quote-machine');

    const drawing = screen.getByLabelText('Drawing');
    expect(drawing).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg,.dxf');
    await user.upload(drawing, file('setup.exe', 100, 'application/octet-stream'));
    expect(screen.getByText(QUOTE_TEXTS.drawingType)).toBeInTheDocument();
    await user.upload(drawing, file('big.pdf', 10 * 1024 * 1024 + 1, 'application/pdf'));
    expect(screen.getByText(QUOTE_TEXTS.drawingTooLarge)).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Machine' }), 'Amada EMK 3610 NT');
    expect(screen.queryByText('Machine is required')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('spinbutton', { name: /Quantity/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Quantity/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Quantity must be between 1 and 9999')).toBeInTheDocument();
    expect(sent.filter((r) => r.path.startsWith('quotes'))).toEqual([]);
  });

  it('sends the request as multipart with the drawing and opens the new quote', async () => {
    const sent = fakeApi({
      'POST quotes': {
        status: 201,
        body: { result: quoteView({ status: 'Requested', lines: [], total: null }), message: QUOTE_TEXTS.requested },
      },
    });
    const { router } = renderRoutes(routes, { at: '/user/quotes/new', customer: CUSTOMER });
    const user = userEvent.setup();

    await user.type(screen.getByRole('combobox', { name: 'Machine' }), 'Amada EMK 3610 NT');
    await user.type(screen.getByRole('combobox', { name: 'Tool type' }), 'Turret punch');
    await user.clear(screen.getByRole('spinbutton', { name: /Quantity/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Quantity/ }), '4');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Obround 12 × 30 mm');
    await user.upload(screen.getByLabelText('Drawing'), file('punch.pdf', 2048, 'application/pdf'));
    expect(screen.getByText('punch.pdf (2 KB)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Landed on /user/quotes?quote=Q-10001')).toBeInTheDocument();
    const request = sent.find((r) => r.path === 'quotes');
    expect(request?.method).toBe('POST');
    const body = request?.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      machine: 'Amada EMK 3610 NT',
      tool_type: 'Turret punch',
      quantity: '4',
      notes: 'Obround 12 × 30 mm',
    });
    expect((body.get('drawing') as File).name).toBe('punch.pdf');
    expect(router.state.location.search).toBe('?quote=Q-10001');
  });
});
