import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { BlockSkeleton } from '../../components/skeleton';
import { useIslandsDocument } from '../../islands/islands-document';
import { useCustomerLists } from '../../state/use-customer-lists';
import { Footer } from './footer';
import { Header } from './header';
import { PageLoader } from './page-loader';

// The toast container (and the styles it injects) is not needed to draw the first page: it
// mounts once the browser is idle. Toasts raised before then wait in react-toastify's queue.
const ToastHost = lazy(() => import('./toast-host').then((m) => ({ default: m.ToastHost })));

function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const t = setTimeout(() => setIdle(true), 1500);
      return () => clearTimeout(t);
    }
    const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return idle;
}

/**
 * The toast container, once the browser is idle. Its own component, so that moment re-renders
 * only this and not the whole page (a page-wide render then was a long task on a slow phone).
 */
function IdleToastHost() {
  const idle = useWhenIdle();
  return idle ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/**
 * Header, screen, footer. Also the router's fallback while the first screen's chunk loads: the
 * outlet is empty then, and a skeleton holds the screen's place.
 */
export function RootLayout() {
  const outlet = useOutlet();
  const { pathname, search } = useLocation();
  const islands = useIslandsDocument();
  useCustomerLists();
  // On the server, for a public page (decision 035): the header is an island, everything else plain
  // HTML; the browser loads no page loader or toasts (a link is a new document).
  if (islands)
    return (
      <>
        <a href="#main" className="visually-hidden-focusable nb-skip">
          Skip to content
        </a>
        {islands.island('header', { pages: islands.layout.pages, path: pathname + search, session: islands.layout.session })}
        <main id="main" className="nb-main">
          {outlet}
        </main>
        <Footer />
      </>
    );
  return (
    <>
      <a href="#main" className="visually-hidden-focusable nb-skip">
        Skip to content
      </a>
      <PageLoader />
      <Header />
      <main id="main" className="nb-main">
        {outlet ?? <BlockSkeleton />}
      </main>
      <Footer />
      <IdleToastHost />
    </>
  );
}
