/** @jsxImportSource preact */
import { hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import FaqTabsIsland, { type FaqTabsIslandProps } from './faq-tabs.island';

const PROPS: FaqTabsIslandProps = {
  tabs: [
    { title: 'Product Insights', items: [] },
    { title: 'Order Queries', items: [{ question: 'Can I pay by Net 30?', answer: 'Yes, via Stripe.' }] },
    { title: 'General Inquiries', items: [] },
  ],
};

async function serveAndHydrate(): Promise<HTMLElement> {
  const element = document.createElement('nb-island');
  element.innerHTML = renderToString(<FaqTabsIsland {...PROPS} />);
  document.body.append(element);
  await act(() => hydrate(<FaqTabsIsland {...PROPS} />, element));
  return element;
}

const tab = (faq: HTMLElement, name: string) =>
  [...faq.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === name)!;
const shown = (faq: HTMLElement) => faq.querySelector('.tab-pane.active')!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the FAQ tabs island', () => {
  it('shows the first tab, then the tab a click chooses', async () => {
    const faq = await serveAndHydrate();
    expect(tab(faq, 'Product Insights').getAttribute('aria-selected')).toBe('true');
    expect(shown(faq).textContent).toBe('Answers to common questions will appear here soon.');
    await act(() => tab(faq, 'Order Queries').click());
    expect(tab(faq, 'Order Queries').getAttribute('aria-selected')).toBe('true');
    expect(tab(faq, 'Product Insights').getAttribute('tabindex')).toBe('-1');
    expect(shown(faq).getAttribute('aria-labelledby')).toBe('nb-faq-tabs-tab-order-queries');
    expect(shown(faq).querySelector('dt')?.textContent).toBe('Can I pay by Net 30?');
  });

  it('moves between tabs with the arrow keys, wrapping, and Home and End', async () => {
    const faq = await serveAndHydrate();
    const key = (k: string) =>
      act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));
    tab(faq, 'Product Insights').focus();
    await key('ArrowLeft');
    expect(document.activeElement).toBe(tab(faq, 'General Inquiries'));
    expect(shown(faq).id).toBe('nb-faq-tabs-tabpane-general-inquiries');
    await key('ArrowRight');
    expect(document.activeElement).toBe(tab(faq, 'Product Insights'));
    await key('End');
    expect(tab(faq, 'General Inquiries').getAttribute('aria-selected')).toBe('true');
    await key('Home');
    expect(shown(faq).id).toBe('nb-faq-tabs-tabpane-product-insights');
  });
});
