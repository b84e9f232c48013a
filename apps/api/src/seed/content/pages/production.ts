import { heroBanner, imageAndContent, innerIntro, overview, overviewSlider, pageMeta, type PageDef } from '../blocks.js';
import { IMG } from '../images.js';

export const productionPage: PageDef = {
  id: 'Production',
  slug: 'production',
  title: 'Production',
  sortOrder: 4,
  blocks: [
    pageMeta(
      'Production',
      'How we make turret punches and dies: CNC grinding, wire EDM, vacuum heat treatment to 60–62 HRC, TiCN coating and 100 % inspection.',
      ['CNC grinding', 'wire EDM', 'vacuum heat treatment', 'TiCN coating', 'tool inspection', 'punch manufacturing'],
    ),
    heroBanner('Production', IMG.heroProduction),
    innerIntro(
      'How a Northbend punch is made',
      'A punch takes about six working hours of machine time and passes through seven departments before it reaches the shelf. Here is what happens on the way, and why it matters on your press.',
    ),
    overview({
      heading: 'Grinding, cutting, hardening',
      text: 'Geometry first, then hardness, then the final grind: the order of operations is what makes a tool both accurate and tough.',
      images: [IMG.grinding, IMG.wireEdm, IMG.heatTreatment],
      content: `<ul>
<li><strong>Certified steel:</strong> M2 and powder-metallurgy high-speed steel for punches, D2 for dies, each bar traced to its mill heat.</li>
<li><strong>Soft machining:</strong> CNC turning and milling rough out bodies, keyways and flanges.</li>
<li><strong>Wire EDM:</strong> die openings and special punch profiles are cut with a 0.25 mm brass wire to within ±0.005 mm.</li>
<li><strong>Vacuum heat treatment:</strong> hardened at 1030–1200 °C depending on the grade, gas-quenched and triple tempered to 60–62 HRC, without scale or decarburisation.</li>
<li><strong>CNC grinding:</strong> profiles, lengths and cutting faces are ground after hardening to ±0.005 mm with a fine, burr-free edge.</li>
</ul>`,
    }),
    overviewSlider([IMG.coating, IMG.turretTooling, IMG.pressBrakeBend, IMG.punchedSheet, IMG.engineering]),
    imageAndContent(1, {
      image: IMG.inspection,
      heading: 'Every tool measured, every tool traced',
      subHeading: 'Coating and final inspection',
      content: `<p>Tools for stainless steel, galvanised sheet and other abrasive materials receive a 3 µm TiCN coating at around 3000 HV, which typically doubles the hits between regrinds.</p>
<p>Before a tool is packed we check:</p>
<ul>
<li>profile size and position on an optical measuring system;</li>
<li>length, flatness and edge condition;</li>
<li>hardness on every heat-treatment batch.</li>
</ul>
<p>Each tool is laser-marked with a serial number, so we can tell you its steel heat, furnace cycle and measurements years later.</p>`,
      positionRight: true,
      border: true,
    }),
  ],
};
