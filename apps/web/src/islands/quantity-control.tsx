/** @jsxImportSource preact */
import { CART_LIMITS } from '@northbend/shared';
import { useEffect, useState } from 'preact/hooks';
import '../components/quantity-control.scss';

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

/**
 * − quantity + on the island pages, as the client application's (components/quantity-control.tsx):
 * never below 1 nor above the cart's 9,999; a typed number is sent on Enter or when the field is
 * left; a refused change puts the shown number back.
 */
export function QuantityControl({ value, onChange, label, size = 'md' }: QuantityControlProps) {
  const [text, setText] = useState(String(value));
  const [busy, setBusy] = useState(false);
  useEffect(() => setText(String(value)), [value]);

  const send = async (next: number) => {
    if (busy || next === value) return setText(String(value));
    setBusy(true);
    setText(String(next));
    if (!(await onChange(next))) setText(String(value));
    setBusy(false);
  };

  const commit = () => {
    const typed = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || typed < MIN) return setText(String(value));
    void send(Math.min(MAX, Math.max(MIN, typed)));
  };

  return (
    <div class={`nb-qty nb-qty--${size}`} role="group" aria-label={`Quantity of ${label}`} aria-busy={busy}>
      <button
        type="button"
        class="nb-qty__step"
        aria-label={`Decrease quantity of ${label}`}
        disabled={busy || value <= MIN}
        onClick={() => void send(value - 1)}
      >
        −
      </button>
      <input
        class="nb-qty__value"
        type="text"
        inputMode="numeric"
        aria-label={`Quantity of ${label}`}
        value={text}
        maxLength={4}
        disabled={busy}
        onInput={(e) => setText(e.currentTarget.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setText(String(value));
        }}
      />
      <button
        type="button"
        class="nb-qty__step"
        aria-label={`Increase quantity of ${label}`}
        disabled={busy || value >= MAX}
        onClick={() => void send(value + 1)}
      >
        +
      </button>
    </div>
  );
}
