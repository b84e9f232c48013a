import { useEffect, useState, type KeyboardEvent } from 'react';
import { CART_LIMITS } from '@northbend/shared';
import './quantity-control.scss';

interface QuantityControlProps {
  value: number;
  /** Sets the new quantity (true when the cart took it); the control waits before the next change. */
  onChange: (quantity: number) => Promise<boolean>;
  /** What is counted, for the buttons' names: 'Increase quantity of {label}'. */
  label: string;
  size?: 'sm' | 'md';
}

const MIN = 1;
const MAX = CART_LIMITS.quantity;
const clamp = (n: number) => Math.min(MAX, Math.max(MIN, n));

/**
 * − quantity +. Never below 1 (spec section 4) nor above the cart's 9,999. Buyers of a box of 50
 * punches can also type the number: it is sent on Enter or when the field is left.
 */
export function QuantityControl({ value, onChange, label, size = 'md' }: QuantityControlProps) {
  const [text, setText] = useState(String(value));
  const [busy, setBusy] = useState(false);
  useEffect(() => setText(String(value)), [value]);

  const send = async (next: number) => {
    if (busy || next === value) return setText(String(value));
    setBusy(true);
    setText(String(next));
    // A refused change (toasted by the API client) puts the shown number back.
    if (!(await onChange(next))) setText(String(value));
    setBusy(false);
  };

  const commit = () => {
    const typed = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || typed < MIN) return setText(String(value));
    void send(clamp(typed));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit();
    if (e.key === 'Escape') setText(String(value));
  };

  return (
    <div className={`nb-qty nb-qty--${size}`} role="group" aria-label={`Quantity of ${label}`} aria-busy={busy}>
      <button
        type="button"
        className="nb-qty__step"
        aria-label={`Decrease quantity of ${label}`}
        disabled={busy || value <= MIN}
        onClick={() => void send(value - 1)}
      >
        −
      </button>
      <input
        className="nb-qty__value"
        type="text"
        inputMode="numeric"
        aria-label={`Quantity of ${label}`}
        value={text}
        maxLength={4}
        disabled={busy}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="nb-qty__step"
        aria-label={`Increase quantity of ${label}`}
        disabled={busy || value >= MAX}
        onClick={() => void send(value + 1)}
      >
        +
      </button>
    </div>
  );
}
