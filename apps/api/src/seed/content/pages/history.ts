import { contentOnly, fullImage, heroBanner, imageAndContent, pageMeta, sectionTitle, type PageDef } from '../blocks.js';
import { IMG } from '../images.js';

const MILESTONES: [string, string, string][] = [
  [
    '1987',
    'A two-bay workshop',
    'Tool-and-die maker Walter Brandt opens Northbend Tool & Die on 28th Street in Grand Rapids with one manual surface grinder, regrinding turret punches for fabricators in West Michigan.',
  ],
  [
    '1994',
    'Our first complete tools',
    'A CNC profile grinder lets us make complete thick turret punches and dies instead of only sharpening them.',
  ],
  ['2003', 'A new plant', 'We move to 4120 Northbend Industrial Drive and bring wire EDM and vacuum heat treatment in-house.'],
  ['2008', 'Press brake tooling', 'We add precision-ground American-style press brake punches and dies, in full lengths and sectioned.'],
  ['2011', 'Northbend Tooling', 'The company takes its current name and launches 24-hour dispatch on standard tooling.'],
  [
    '2018',
    'The second generation',
    'Karen Brandt becomes President. A TiCN coating cell and an optical inspection room follow the same year.',
  ],
  ['2022', 'A greener plant', 'A 410 kWp solar roof and a closed-loop coolant system cut our grid power and coolant use.'],
  ['2026', 'Ordering online', 'Registered customers can now see their prices, order, pay on Net 30 terms and track shipments online.'],
];

export const historyPage: PageDef = {
  id: 'History',
  slug: 'history',
  title: 'History',
  sortOrder: 3,
  blocks: [
    pageMeta(
      'Our History',
      'From a two-bay regrinding workshop in 1987 to a full tooling plant: the history of Northbend Tooling in Grand Rapids, Michigan.',
      ['Northbend Tooling history', 'Northbend Tool & Die', 'since 1987', 'Grand Rapids manufacturing', 'tooling company'],
    ),
    heroBanner('Our History', IMG.heroHistory),
    sectionTitle(
      'Almost four decades of sharp edges',
      'Northbend grew one machine at a time, always from the same idea: fabricators need good tools quickly, and someone nearby who understands them.',
    ),
    imageAndContent(4, {
      image: IMG.heritage,
      heading: 'Where it started',
      subHeading: '1987 · Northbend Tool & Die',
      content: `<p>Walter Brandt had spent twenty years building stamping dies for the furniture and automotive plants around Grand Rapids. When local job shops began buying their first CNC turret punch presses, he saw that nobody nearby could sharpen their tools properly.</p>
<p>He rented two bays on 28th Street, bought a second-hand surface grinder and promised a 48-hour turnaround. Within a year he had hired three machinists. <em>"Sharp tools, on time"</em> was painted above the door, and it is still our first rule.</p>`,
      positionRight: false,
      border: true,
    }),
    contentOnly(MILESTONES.map(([year, title, text]) => `<h3>${year} · ${title}</h3>\n<p>${text}</p>`).join('\n')),
    fullImage(''),
  ],
};
