import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { Header } from './header';

// Issue 28 item 16: on a phone Quick Order and My Quotes were reachable only from the account menu.

describe('the menu button (phones)', () => {
  it('offers a logged-in customer Quick Order, My Quotes and their orders', () => {
    fakeApi({});
    renderRoutes([{ path: paths.home, Component: Header }], { at: paths.home, customer: CUSTOMER });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Quick Order', paths.quickOrder],
      ['My Quotes', paths.quotes],
      ['Your Order', paths.orders],
    ]);
  });

  it('is not there for a visitor, who has no quick order or quotes', () => {
    fakeApi({});
    renderRoutes([{ path: paths.home, Component: Header }], { at: paths.home });
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});
