import type { BuyAgainAnswer, BuyAgainRefusal } from '@northbend/shared';
import { useRef, useState } from 'react';
import { useAppDispatch } from '../../app/store';
import { keepCart } from '../../state/cart-actions';
import { buyAgain } from './orders-api';

/** The toast: the answer's summary and what went into the cart, piece counts included. */
function AddedToast({ answer }: { answer: BuyAgainAnswer }) {
  return (
    <div className="nb-buy-again-toast">
      <p className="nb-buy-again-toast__summary">{answer.message}</p>
      {answer.added.length > 0 && (
        <ul className="nb-buy-again-toast__list">
          {answer.added.map((a) => (
            <li key={a.part_number}>
              {a.quantity} × {a.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * 'Buy again' on one order: puts its lines into the cart (the store keeps the cart the server
 * answers with), toasts what was added and keeps what was left out, with reasons, for the card.
 */
export function useBuyAgain(orderId: string) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<BuyAgainRefusal[]>([]);
  const inFlight = useRef(false);

  async function run() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await buyAgain(orderId);
      keepCart(dispatch, answer.result);
      setRefused(answer.refused);
      const { toast } = await import('react-toastify');
      const show = answer.added.length ? toast.success : toast.warning;
      show(<AddedToast answer={answer} />);
    } catch {
      // The API client has toasted the reason (an order no longer found, a lost connection).
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { busy, refused, run };
}
