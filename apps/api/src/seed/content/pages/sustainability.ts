import { contentOnly, heroBanner, imageAndContent, innerIntro, pageMeta, type PageDef } from '../blocks.js';
import { IMG } from '../images.js';

export const sustainabilityPage: PageDef = {
  id: 'Sustainability',
  slug: 'sustainability',
  title: 'Sustainability',
  sortOrder: 5,
  blocks: [
    pageMeta(
      'Sustainability',
      'Regrinding instead of replacing, recycled tool steel, a 410 kWp solar roof and closed-loop coolant: how Northbend Tooling cuts waste.',
      ['sustainable manufacturing', 'punch regrinding service', 'recycled tool steel', 'solar powered factory', 'coolant recycling'],
    ),
    heroBanner('Sustainability', IMG.heroSustainability),
    innerIntro(
      'Sharper tools, smaller footprint',
      'The most sustainable tool is the one you already own. We design our tools to be reground many times, make them from recycled steel and run our plant on as much of our own energy as we can.',
    ),
    imageAndContent(2, {
      image: IMG.regrind,
      heading: 'Regrind before you replace',
      subHeading: 'Our regrinding service',
      content: `<p>A thick turret punch can usually be reground ten times or more before it reaches its minimum length. Each regrind removes only 0.10–0.20 mm of steel and costs a fraction of a new tool.</p>
<ul>
<li>We accept turret tools of any make, not only our own.</li>
<li>Tools are ground, demagnetised, edge-honed and inspected.</li>
<li>Returned within 3 working days, with the new length marked.</li>
</ul>
<p>Last year we reground more than 21,000 tools that would otherwise have been scrapped.</p>`,
      positionRight: false,
      border: false,
    }),
    imageAndContent(3, {
      image: IMG.solar,
      heading: 'Powered by our own roof',
      subHeading: '410 kWp of solar since 2022',
      content: `<p>1,020 solar panels on our production hall generate around 480 MWh a year, roughly a third of the electricity our grinders, furnaces and offices use.</p>
<p>Our vacuum furnaces run their longest cycles around midday to use that power directly, and furnace waste heat warms the warehouse in winter.</p>`,
      positionRight: true,
      border: true,
    }),
    imageAndContent(4, {
      image: IMG.coolant,
      heading: 'Closed-loop coolant',
      subHeading: '95 % of grinding coolant reused',
      content: `<p>Every grinder and wire EDM machine is connected to a central filtration system. Fine paper-band and magnetic filters clean the coolant so that it can return to the machines again and again.</p>
<p>The grinding swarf we filter out is briquetted and sent, together with our steel offcuts, to a local scrap processor for remelting.</p>`,
      positionRight: false,
      border: true,
    }),
    contentOnly(`<h3>Recycled tool steel</h3>
<p>Our punch and die steels are melted in electric arc furnaces from a charge that is largely recycled scrap. We buy from mills that publish their recycled content, and we send our own offcuts back into the same loop.</p>
<h3>Our targets for 2030</h3>
<ul>
<li><strong>50 %</strong> of our electricity from on-site solar and a renewable supply contract.</li>
<li><strong>Zero</strong> grinding coolant sent to disposal.</li>
<li><strong>30,000</strong> tools reground a year through our service.</li>
<li><strong>Reusable</strong> tool packaging for all regular customers.</li>
</ul>
<p>Questions about our environmental data? <a href="/contact-us">Contact us</a> and we will send our latest figures.</p>`),
  ],
};
