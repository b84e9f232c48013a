import { TIMINGS } from '@northbend/shared';
import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { Footer } from './footer';
import { Header } from './header';
import { PageLoader } from './page-loader';

/** Store toasts sit top-left and close after 1.5 s (spec section 9). */
const TOAST_CLOSE_MS = TIMINGS.storeToastClose;

export function RootLayout() {
  return (
    <>
      <a href="#main" className="visually-hidden-focusable nb-skip">
        Skip to content
      </a>
      <PageLoader />
      <Header />
      <main id="main" className="nb-main">
        <Outlet />
      </main>
      <Footer />
      <ToastContainer position="top-left" autoClose={TOAST_CLOSE_MS} draggablePercent={80} />
    </>
  );
}
