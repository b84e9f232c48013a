import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { refreshLoads } from './lib/early-load';
import { ROUTE_DATA_ID, reviveLoaderData } from './lib/early-load-transfer';
import { primeStore } from './app/rendered-page';
import { routes } from './app/router';
import { makeStore } from './app/store';
import { endSession, session } from './lib/session';
import { onSessionEnded, setApiNotices } from './lib/api-client';
import { showToastNow, toastNotices } from './lib/toast-notices';
import { takeToastAfterNavigation } from './lib/toast-after-navigation';
import { setUserData } from './state/user-slice';
// Latin only: the shop's copy is English, and each subset would be one more @font-face rule.
import '@fontsource/barlow/latin-400.css';
import '@fontsource/barlow/latin-600.css';
import '@fontsource/barlow-condensed/latin-600.css';
// The same faces cut to the characters the shop writes, which a page then loads instead (decision 036).
import './styles/fonts/fonts-core.css';
// react-toastify 11 injects its own styles when its container mounts (features/layout/toast-host.tsx).
import './styles/main.scss';

// zod (lazy chunks) probes once whether eval works, with new Function(''): under the shop's CSP,
// which has no 'unsafe-eval', that probe is a reported violation. Its jitless mode skips the probe;
// zod reads this config from globalThis (decision 018). One statement per HTML entry: a shared
// module would become a chunk of its own on the storefront's first page.
Object.assign(((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {}), { jitless: true });

/**
 * A page the server rendered (decision 019) carries its routes' data: the browser starts from the
 * same data and the same visitor's store, loads the screen's code, then hydrates the HTML in place.
 * Any other page (a customer's screen, a form) is drawn here from an empty root, as before.
 */
async function start(): Promise<void> {
  setApiNotices(toastNotices);
  // A message the last page kept for this one (the login's welcome, lib/toast-after-navigation.ts):
  // once, queued by react-toastify until its container mounts (features/layout/root-layout.tsx).
  const carried = takeToastAfterNavigation();
  if (carried) showToastNow(carried.message, carried.kind);
  const store = makeStore();
  const sent = document.getElementById(ROUTE_DATA_ID)?.textContent;
  const hydrationData = sent ? reviveLoaderData(sent) : undefined;
  if (hydrationData) await loadMatchedScreens();
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  if (hydrationData) primeStore(router.state.matches, router.state.loaderData, store.dispatch);
  // The store as the server drew the page (a visitor's): hydration starts from it, then the
  // customer's session below takes over, so prices come after hydration (decision 019).
  const serverState = store.getState();
  const user = session.user();
  if (user?._id) store.dispatch(setUserData(user));
  // The server ended this device's session (decision 014): the tab logs out, protected screens go to login.
  onSessionEnded(() => endSession(store.dispatch));

  const app = (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (!hydrationData) {
    // Drawn here from the shell: the root is marked once React has committed its first render.
    createRoot(root).render(<Hydrated then={() => undefined}>{app}</Hydrated>);
    return;
  }
  // The server drew the visitor's page: a logged-in customer's data (prices, 'My machines') is
  // asked for once hydrated (an update during hydration would not match the HTML), and the page
  // changes in place when it arrives.
  const refresh = () => (user?._id ? void refreshLoads(() => router.revalidate()) : undefined);
  // In a transition React hydrates in slices of a few milliseconds and lets the browser paint and
  // answer input between them; outside one it hydrates the whole page in one long task, which on
  // a slow phone blocks the first taps for hundreds of milliseconds (Lighthouse's TBT, issue 13).
  startTransition(() => {
    hydrateRoot(root, <Hydrated then={refresh}>{app}</Hydrated>);
  });
}

/**
 * Runs `then` once hydrated (its effect runs after hydration has committed), and marks the root
 * so: tests and tools wait for it. A page drawn from the shell is marked the same once drawn.
 */
function Hydrated({ children, then }: { children: ReactNode; then: () => void }) {
  useEffect(() => {
    document.getElementById('root')!.dataset.hydrated = '';
    then();
  }, [then]);
  return children;
}

/** The lazy screens of this address, loaded before hydrating so the first render matches the HTML. */
async function loadMatchedScreens(): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const screen = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
}

void start();
