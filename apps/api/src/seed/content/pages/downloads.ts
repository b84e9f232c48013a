import { downloads, heroBanner, pageMeta, sectionTitle, type PageDef } from '../blocks.js';
import { IMG } from '../images.js';

export const downloadsPage: PageDef = {
  id: 'Downloads',
  slug: 'downloads',
  title: 'Downloads',
  sortOrder: 7,
  blocks: [
    pageMeta(
      'Downloads',
      'Free datasheets: thick turret tooling catalogue, press brake V-die selection chart, die clearance chart and regrind guide.',
      ['tooling catalogue', 'die clearance chart', 'press brake V-die chart', 'punch regrind guide', 'datasheets'],
    ),
    heroBanner('Downloads', IMG.heroDownloads),
    sectionTitle(
      'Datasheets and charts',
      'Reference sheets our engineers use every day. Open them in a new tab, print them for the shop floor or save them with your set-up sheets.',
    ),
    downloads([
      { title: 'Thick Turret Tooling Catalogue 2026', btnTitle: 'View Catalogue', url: IMG.sheetCatalogue },
      { title: 'Press Brake V-Die Selection Chart', btnTitle: 'View Chart', url: IMG.sheetPressBrake },
      { title: 'Die Clearance Chart', btnTitle: 'View Chart', url: IMG.sheetClearance },
      { title: 'Regrind & Maintenance Guide', btnTitle: 'View Guide', url: IMG.sheetRegrind },
    ]),
  ],
};
