import { contentOnly, heroBanner, imageAndContent, innerIntro, pageMeta, team, type PageDef } from '../blocks.js';
import { IMG } from '../images.js';

export const aboutUsPage: PageDef = {
  id: 'AboutUs',
  slug: 'about-us',
  title: 'About Us',
  sortOrder: 2,
  blocks: [
    pageMeta(
      'About Us',
      'Northbend Tooling is a family-owned maker of turret punch and press brake tooling in Grand Rapids, Michigan, serving fabricators since 1987.',
      ['about Northbend Tooling', 'tooling manufacturer', 'Grand Rapids Michigan', 'family-owned', 'turret punch tooling'],
    ),
    heroBanner('About Northbend Tooling', IMG.heroAboutUs),
    innerIntro(
      'Toolmakers first',
      'We started as a regrinding shop for local fabricators, and we still think like one. Our 74 people design, make and ship punching and bending tools for more than 3,800 job shops, OEM fabrication departments and contract manufacturers, from one-press garages to plants running forty machines around the clock.',
    ),
    imageAndContent(3, {
      image: IMG.facility,
      heading: 'One plant, every step',
      subHeading: '62,000 sq ft on Northbend Industrial Drive',
      content: `<p>Engineering, CNC grinding, wire EDM, vacuum heat treatment, PVD coating, inspection and the warehouse all sit under one roof in Grand Rapids. Nothing leaves the building to be finished by someone else.</p>
<ul>
<li>14 CNC profile and surface grinders</li>
<li>4 wire EDM machines and 2 vacuum furnaces</li>
<li>A TiCN coating cell and a climate-controlled inspection room</li>
<li>More than 6,000 standard tools in stock for same-day dispatch</li>
</ul>`,
      positionRight: true,
      border: false,
    }),
    team('The people behind your tooling', [
      {
        image: IMG.teamKaren,
        name: 'Karen Brandt',
        post: 'President & CEO',
        about:
          "<p>Karen grew up sweeping the floor of her father's workshop and ran our first CNC grinder in the 1990s. After an engineering degree from Michigan Tech and ten years in automotive stamping, she came back in 2009 and has led the company since 2018.</p>",
      },
      {
        image: IMG.teamMarcus,
        name: 'Marcus Reed',
        post: 'Vice President, Operations',
        about:
          "<p>Marcus runs the plant, from incoming steel to the shipping dock. A former U.S. Navy machinist's mate, he introduced our same-day dispatch process and keeps our on-time shipping rate above 98 %.</p>",
      },
      {
        image: IMG.teamPriya,
        name: 'Priya Natarajan',
        post: 'Lead Applications Engineer',
        about:
          "<p>Priya and her team turn customer part drawings into special tools: forming tools, louvres, embosses and clusters. She holds a master's in manufacturing engineering and has designed more than 2,000 special tools.</p>",
      },
      {
        image: IMG.teamTom,
        name: 'Tom Vander Meer',
        post: 'Quality Manager',
        about:
          '<p>Tom owns our inspection room and heat-treatment records. Every tool that ships carries a serial number he can trace back to the steel heat, the furnace cycle and the final measurement.</p>',
      },
      {
        image: IMG.teamLuis,
        name: 'Luis Herrera',
        post: 'Customer Service & Dispatch Manager',
        about:
          "<p>Luis leads the team that answers your calls and e-mails in English and Spanish. If you need a tool on tomorrow's truck, he is the person who makes it happen.</p>",
      },
    ]),
    contentOnly(`<h3>What we stand for</h3>
<p>Fabricators buy tooling to make parts, not to manage suppliers. These four promises guide how we work:</p>
<ul>
<li><strong>Made to the drawing:</strong> every tool is ground, hardened and inspected to its drawing, and we keep the record.</li>
<li><strong>Fast when it matters:</strong> standard tools ship the day you order; specials in 5–7 working days.</li>
<li><strong>Honest advice:</strong> if a regrind will do, we will tell you before we sell you a new tool.</li>
<li><strong>Built to last:</strong> we are family-owned and plan in decades, not quarters.</li>
</ul>`),
  ],
};
