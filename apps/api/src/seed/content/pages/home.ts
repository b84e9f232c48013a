import {
  faqTabs,
  fullImage,
  heroBanner,
  imageAndContent,
  intro,
  overview,
  overviewSlider,
  pageMeta,
  productCategories,
  type PageDef,
} from '../blocks.js';
import { IMG } from '../images.js';
import { HOME_FAQ } from './home-faq.js';

export const homePage: PageDef = {
  id: 'Home',
  slug: 'home',
  title: 'Home',
  sortOrder: 1,
  blocks: [
    pageMeta(
      'Turret Punch and Press Brake Tooling',
      'Thick turret punches, dies and press brake tooling made in Grand Rapids, Michigan. Standard tools ship within 24 hours; specials engineered in-house.',
      ['turret punch tooling', 'thick turret punches', 'punch and die', 'press brake tooling', 'sheet metal tooling', 'Grand Rapids'],
    ),
    heroBanner('Precision Tooling for Sheet-Metal Fabricators', IMG.heroHome),
    intro(
      'Tooling that keeps your presses running',
      'Made in Grand Rapids, Michigan, since 1987',
      'Northbend Tooling designs, manufactures and stocks punches, dies and press brake tools for job shops and fabricators across North America. We grind, harden, coat and inspect every tool under one roof, keep thousands of standard sizes on the shelf, and ship them the day you order.',
    ),
    productCategories('Shop by Category', 'View All Products', '/'),
    overview({
      heading: 'From bar stock to your turret',
      text: 'Every Northbend punch starts as certified high-speed steel and leaves our plant ground to ±0.005 mm, hardened to 60–62 HRC and checked against its drawing.',
      images: [IMG.turretTooling, IMG.pressBrakeBend, IMG.punchedSheet],
      content: `<p>We make tooling for the machines fabricators actually run: thick turret punch presses with A to E stations, and American-style press brakes. Because we control each step ourselves, we can hold tight tolerances and still ship fast.</p>
<ul>
<li><strong>Turret punching:</strong> round, square, rectangular and obround punches and dies, strippers and forming tools.</li>
<li><strong>Press brake:</strong> precision-ground punches and single- and multi-V dies, in full lengths or sectioned.</li>
<li><strong>Spare parts:</strong> springs, keys, guide assemblies and shims to keep older stations in service.</li>
</ul>`,
    }),
    overviewSlider([IMG.grinding, IMG.wireEdm, IMG.heatTreatment, IMG.coating, IMG.inspection, IMG.dispatch]),
    imageAndContent(1, {
      image: IMG.dispatch,
      heading: '24-hour dispatch on standard tooling',
      subHeading: 'In stock in Grand Rapids',
      content: `<p>A punch press waiting for a tool earns nothing. That is why we keep more than 6,000 standard punches, dies and press brake tools on the shelf.</p>
<ul>
<li>Order standard tools by 3 p.m. Eastern and they leave our dock the same working day.</li>
<li>UPS shipping to the United States, Canada and Mexico, with tracking in your account.</li>
<li>Net 30 terms for approved business accounts.</li>
</ul>`,
      positionRight: false,
      border: false,
    }),
    imageAndContent(2, {
      image: IMG.engineering,
      heading: 'Special tools, engineered in-house',
      subHeading: 'From your drawing to a proven tool',
      content: `<p>Louvres, embosses, countersinks, knock-outs, bridge lances or a shape nobody else makes: our applications engineers turn your part drawing into a tool drawing, usually within one working day.</p>
<p>We then grind, wire-cut, harden and coat the tool in our own plant, try it on sample material and ship it with an inspection report. <a href="/contact-us">Send us your drawing</a> to start.</p>`,
      positionRight: true,
      border: true,
    }),
    fullImage(IMG.shopFloor),
    faqTabs(HOME_FAQ),
  ],
};
