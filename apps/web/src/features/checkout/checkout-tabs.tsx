import { useRef, type KeyboardEvent } from 'react';

export type CheckoutTab = 1 | 2;

const TABS: { tab: CheckoutTab; label: string }[] = [
  { tab: 1, label: 'Customer Details' },
  { tab: 2, label: 'Payments Method' },
];

export const tabId = (tab: CheckoutTab) => `checkout-tab-${tab}`;
export const panelId = (tab: CheckoutTab) => `checkout-panel-${tab}`;

interface CheckoutTabsProps {
  active: CheckoutTab;
  onSelect: (tab: CheckoutTab) => void;
  /** Which tabs may be chosen now (tab 2 needs a saved address; an order in payment locks tab 1). */
  enabled: Record<CheckoutTab, boolean>;
}

/** '1 Customer Details' and '2 Payments Method' as an ARIA tab list (arrow keys move between enabled tabs). */
export function CheckoutTabs({ active, onSelect, enabled }: CheckoutTabsProps) {
  const refs = useRef<Partial<Record<CheckoutTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const usable = TABS.map((t) => t.tab).filter((t) => enabled[t]);
    const at = usable.indexOf(active);
    const next =
      e.key === 'Home'
        ? usable[0]
        : e.key === 'End'
          ? usable.at(-1)
          : usable[(at + (e.key === 'ArrowRight' ? 1 : -1) + usable.length) % usable.length];
    if (next && next !== active) {
      onSelect(next);
      refs.current[next]?.focus();
    }
  };

  return (
    <div className="nb-tabs" role="tablist" aria-label="Checkout steps" onKeyDown={onKeyDown}>
      {TABS.map(({ tab, label }) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          className="nb-tabs__tab"
          aria-selected={active === tab}
          aria-controls={panelId(tab)}
          tabIndex={active === tab ? 0 : -1}
          disabled={!enabled[tab]}
          onClick={() => onSelect(tab)}
        >
          <span className="nb-tabs__step">{tab}</span> {label}
        </button>
      ))}
    </div>
  );
}
