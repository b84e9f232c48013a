import { TIMINGS } from '@northbend/shared';
import { ToastContainer } from 'react-toastify';

/** Store toasts sit top-left and close after 1.5 s (spec section 9); below the header's logo (styles/_layout.scss). */
const TOAST_CLOSE_MS = TIMINGS.storeToastClose;

export function ToastHost() {
  return <ToastContainer position="top-left" autoClose={TOAST_CLOSE_MS} draggablePercent={80} className="nb-toasts" />;
}
