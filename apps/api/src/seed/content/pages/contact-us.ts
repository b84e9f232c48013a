import { COMPANY, contactDetails, contactForm, heroBanner, pageMeta, type PageDef } from '../blocks.js';
import { IMG } from '../images.js';

/** OpenStreetMap embed around the plant in Grand Rapids (stored only; the storefront frames it). */
const MAP_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=-85.5850%2C42.8950%2C-85.5350%2C42.9250&layer=mapnik&marker=42.9100%2C-85.5600';

export const contactUsPage: PageDef = {
  id: 'ContactUs',
  slug: 'contact-us',
  title: 'Contact Us',
  sortOrder: 6,
  blocks: [
    pageMeta(
      'Contact Us',
      'Call +1 (616) 555-0142 or write to sales@northbendtooling.com. Our applications engineers answer tooling questions within one working day.',
      ['contact Northbend Tooling', 'tooling quote', 'special tool request', 'turret tooling support', 'Grand Rapids'],
    ),
    heroBanner('Contact Us', IMG.heroContactUs),
    contactDetails({
      address: COMPANY.address,
      number: COMPANY.phone,
      email: COMPANY.email,
      mapUrl: MAP_URL,
      image: IMG.contact,
    }),
    contactForm(
      'Get In Touch',
      'Tell us your machine and what you punch or bend, and an applications engineer will reply within one working day.',
    ),
  ],
};
