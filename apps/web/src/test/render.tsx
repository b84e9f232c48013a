import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { session, type SessionUser } from '../lib/session';
import { makeStore, type RootState } from '../app/store';

/** The logged-in customer of the tests. */
export const CUSTOMER: SessionUser = { _id: 'cust-1', user_name: 'Dana Fischer', user_email: 'dana@example.com' };

interface RenderOptions {
  /** The URL the memory router starts at. */
  at: string;
  /** Logs this customer in as the app does on start: the stored session, then SET_USER_DATA. */
  customer?: SessionUser;
  preloaded?: Partial<Omit<RootState, 'user'>>;
}

/** Renders routes with the real store (makeStore) and a memory router, as main.tsx does in the browser. */
export function renderRoutes(routes: RouteObject[], { at, customer, preloaded }: RenderOptions) {
  if (customer) {
    session.setUser(customer);
    session.setToken('access-token');
  }
  const store = makeStore({ ...preloaded, user: { userData: customer ?? null } });
  // As in the app, a root route shows something while the first loaders start.
  const router = createMemoryRouter([{ path: '/', hydrateFallbackElement: <p>Loading</p>, children: routes }], { initialEntries: [at] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

function Landed() {
  const { pathname, search } = useLocation();
  return (
    <p>
      Landed on {pathname}
      {search}
    </p>
  );
}

/** Where a test expects the screen to send the user: a page that says which URL it is. */
export const landing = (path: string): RouteObject => ({ path, element: <Landed /> });
