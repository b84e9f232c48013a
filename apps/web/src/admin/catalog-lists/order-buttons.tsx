interface OrderButtonsProps {
  /** What is moved, for screen readers ('Move Round Punches up'). */
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (position: number) => void;
}

/** Up and down among siblings: the storefront lists them in this order. */
export function OrderButtons({ name, index, count, busy, onMove }: OrderButtonsProps) {
  return (
    <div className="nb-order-buttons">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={busy || index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={`Move ${name} up`}
      >
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M6 2l4 5H2z" fill="currentColor" />
        </svg>
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={busy || index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={`Move ${name} down`}
      >
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M6 10L2 5h8z" fill="currentColor" />
        </svg>
      </button>
    </div>
  );
}
