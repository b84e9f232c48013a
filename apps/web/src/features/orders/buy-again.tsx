import type { BuyAgainRefusal } from '@northbend/shared';
import { Icon } from '../../ui/icon';

const CartIcon = () => (
  <Icon className="me-2" size={16}>
    <circle cx="9" cy="20" r="1" />
    <circle cx="17" cy="20" r="1" />
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 8H6.2" />
  </Icon>
);

/** The 'Buy again' button of an order card. */
export function BuyAgainButton({ orderId, busy, onClick }: { orderId: string; busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm nb-buy-again"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={`Buy again: add the items of order ${orderId} to your cart`}
    >
      {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : <CartIcon />}
      Buy again
    </button>
  );
}

/** What 'Buy again' left out of the cart, each with its reason; stays on the card until the next press. */
export function BuyAgainRefused({ refused }: { refused: BuyAgainRefusal[] }) {
  if (!refused.length) return null;
  return (
    <div className="nb-buy-again-refused" role="status">
      <p className="nb-buy-again-refused__title">Not added to your cart:</p>
      <ul className="nb-buy-again-refused__list">
        {refused.map((r) => (
          <li key={r.part_number}>
            <strong>{r.name}</strong> <span className="nb-buy-again-refused__part">({r.part_number})</span>: {r.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
