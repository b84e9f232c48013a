import type { FaqTab } from '../blocks.js';

/** Questions fabricators actually ask us, grouped into the three FAQ tabs of the home page. */
export const HOME_FAQ: { tab: FaqTab; items: { question: string; answer: string }[] }[] = [
  {
    tab: 'Product Insights',
    items: [
      {
        question: 'Which machines is your tooling made for?',
        answer:
          'We make thick turret punches, dies and strippers for A to E stations, Trumpf-style and Murata-style punching tools, and American-style press brake punches and dies. Add your machine makes and models to your profile and the shop filters to tooling that fits.',
      },
      {
        question: 'What are your punches and dies made of?',
        answer:
          'Punches are M2 or powder-metallurgy high-speed steel, vacuum hardened and triple tempered to 60–62 HRC. Dies are D2 or PM tool steel at 58–60 HRC. A TiCN coating is available for stainless steel, galvanised sheet and abrasive materials.',
      },
      {
        question: 'How do I choose the right die clearance?',
        answer:
          'As a starting point use a total clearance of 20 % of the sheet thickness for mild steel, 15 % for aluminium and 25 % for stainless steel. Our Die Clearance Chart on the Downloads page lists the values for 0.8 to 6 mm sheet.',
      },
      {
        question: 'When should a punch be reground?',
        answer:
          'Regrind when the cutting edge has worn to a radius of about 0.25 mm (0.010 in), or sooner if burrs grow or the press gets louder. Take off 0.10–0.20 mm per regrind and shim the die by the same amount.',
      },
    ],
  },
  {
    tab: 'Order Queries',
    items: [
      {
        question: 'How quickly will my order ship?',
        answer:
          'Standard tools ordered by 3 p.m. Eastern on a working day ship the same day by UPS. Special tools ship 5–7 working days after you approve the tool drawing.',
      },
      {
        question: 'Which payment methods do you accept?',
        answer:
          'Credit card, bank transfer and cash on delivery, all handled securely at checkout. Approved business accounts can also pay on Net 30 terms.',
      },
      {
        question: 'How can I track my order?',
        answer:
          'Open Your Orders in your profile. Each order shows its status and, once shipped, the UPS tracking number, plus a downloadable order summary and, for Net 30 orders, the invoice.',
      },
      {
        question: 'Can I return a tool?',
        answer:
          'Unused standard tooling in its original packaging can be returned within 30 days of delivery. Special tools are made to your drawing and cannot be returned, but we will always make a faulty tool right.',
      },
    ],
  },
  {
    tab: 'General Inquiries',
    items: [
      {
        question: 'Why do I need an account to see prices?',
        answer:
          'We sell to businesses only, and many customers have agreed pricing. Register with your business details and you will see your prices, keep a cart and a wishlist and check out online.',
      },
      {
        question: 'Where do you ship?',
        answer:
          'We ship to the United States, Canada and Mexico. Shipping cost is calculated at checkout from your order total and delivery address.',
      },
      {
        question: 'Can you make a tool from a drawing or a worn sample?',
        answer:
          'Yes. Send a DXF, STEP or PDF drawing through our contact form, or ship us the worn tool. We reply with a quote and a tool drawing, usually within one working day.',
      },
    ],
  },
];
