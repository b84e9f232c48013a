/** @jsxImportSource preact */
import { useRef, useState } from 'preact/hooks';

export interface FaqTabsIslandProps {
  /** The spec's three tabs in order, each with the editor's questions (none: a placeholder line). */
  tabs: { title: string; items: { question: string; answer: string }[] }[];
}

const TABS_ID = 'nb-faq-tabs';

/** Tab keys become element ids (tab and panel), so they must not contain spaces. */
const tabKey = (tab: string) => tab.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function FaqList({ items }: { items: FaqTabsIslandProps['tabs'][number]['items'] }) {
  if (!items.length) return <p class="nb-faq__placeholder">Answers to common questions will appear here soon.</p>;
  return (
    <dl class="nb-faq__list">
      {items.map((item) => (
        <div key={item.question} class="nb-faq__item">
          <dt>{item.question}</dt>
          <dd>{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The tabbed FAQ (spec section 2) as an island, in the markup react-bootstrap's Tabs draw for the
 * client application (features/content/blocks/faq-tabs-block.tsx): a tablist whose inactive tabs
 * leave the Tab order, the arrow keys (and Home, End) moving to a tab and showing it at once.
 */
export default function FaqTabsIsland({ tabs }: FaqTabsIslandProps) {
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);

  const choose = (index: number) => {
    setActive(index);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? (active + 1) % tabs.length
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? (active - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    choose(next);
  };

  return (
    <>
      <ul ref={list} class="nb-faq__tabs nav nav-tabs" id={TABS_ID} role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => {
          const key = tabKey(tab.title);
          return (
            <li key={key} class="nav-item" role="presentation">
              <button
                type="button"
                id={`${TABS_ID}-tab-${key}`}
                role="tab"
                data-rr-ui-event-key={key}
                aria-controls={`${TABS_ID}-tabpane-${key}`}
                aria-selected={i === active}
                tabIndex={i === active ? undefined : -1}
                class={`nav-link${i === active ? ' active' : ''}`}
                onClick={() => setActive(i)}
              >
                {tab.title}
              </button>
            </li>
          );
        })}
      </ul>
      <div class="tab-content">
        {tabs.map((tab, i) => {
          const key = tabKey(tab.title);
          return (
            <div
              key={key}
              role="tabpanel"
              id={`${TABS_ID}-tabpane-${key}`}
              aria-labelledby={`${TABS_ID}-tab-${key}`}
              class={`tab-pane${i === active ? ' active' : ''}`}
            >
              <FaqList items={tab.items} />
            </div>
          );
        })}
      </div>
    </>
  );
}
