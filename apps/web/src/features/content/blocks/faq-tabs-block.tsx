import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useIslandsDocument } from '../../../islands/islands-document';
import type { FaqItem, FaqTabFields } from '../page-blocks';
import { SectionHeading } from '../section-heading';

/** The spec's three FAQ tabs, always in this order. */
export const FAQ_TABS = ['Product Insights', 'Order Queries', 'General Inquiries'] as const;

/** Tab keys become element ids (tab and panel), so they must not contain spaces. */
const tabKey = (tab: string) => tab.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function FaqList({ items }: { items: FaqItem[] }) {
  if (!items.length) return <p className="nb-faq__placeholder">Answers to common questions will appear here soon.</p>;
  return (
    <dl className="nb-faq__list">
      {items.map((item) => (
        <div key={item.question} className="nb-faq__item">
          <dt>{item.question}</dt>
          <dd>{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Tabbed FAQ (spec section 2). react-bootstrap's tabs give the tablist roles and arrow-key
 * moves between tabs; a tab the editor left empty shows a placeholder line.
 */
export function FaqTabsBlock({ block }: { block: FaqTabFields }) {
  const doc = useIslandsDocument();
  const itemsOf = (tab: string) => block.cmpBlock_faq_tabs?.find((t) => t.tab === tab)?.items ?? [];
  // On an island document the tabs are the Preact island of the same markup (decision 035).
  const island = doc?.island(
    'faq-tabs',
    {
      tabs: FAQ_TABS.map((title) => ({
        title,
        items: itemsOf(title).map((i) => ({ question: i.question ?? '', answer: i.answer ?? '' })),
      })),
    },
    'idle',
  );
  return (
    <section className="nb-block nb-block--band nb-faq">
      <div className="container">
        <SectionHeading center>Frequently Asked Questions</SectionHeading>
        {island ?? (
          <Tabs defaultActiveKey={tabKey(FAQ_TABS[0])} id="nb-faq-tabs" className="nb-faq__tabs" transition={false}>
            {FAQ_TABS.map((tab) => (
              <Tab key={tab} eventKey={tabKey(tab)} title={tab}>
                <FaqList items={itemsOf(tab)} />
              </Tab>
            ))}
          </Tabs>
        )}
      </div>
    </section>
  );
}
