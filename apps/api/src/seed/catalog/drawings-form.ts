import { type Drawing, NAVY, AMBER, part, centerline, dimH, dimV, viewLabel, text } from './svg-kit.js';

/** Formed sheet in section: amber so the formed feature is the first thing one sees. */
const SHEET = `fill="#F6D58E" stroke="${NAVY}" stroke-width="2.5" stroke-linejoin="round"`;
const DIE = `fill="url(#hatch)" stroke="${NAVY}" stroke-width="3" stroke-linejoin="round"`;

/** Upper form, formed sheet and lower die of a forming tool, in one section. */
const formSection = (upper: string, sheet: string, die: string, extra: string): string =>
  `${viewLabel(400, 40, 'SECTION AT BOTTOM OF STROKE')}<path d="${upper}" ${part()}/><path d="${die}" ${DIE}/><path d="${sheet}" ${SHEET}/>${extra}`;

/** Louver formed downward: the upper form shears the far edge and bends the lip into the die. */
export function louverDrawing(): Drawing {
  const body = formSection(
    'M250 80H550V300H520V370H460L300 300H250Z',
    'M80 300H300L460 370H520V386H456L296 316H80ZM520 300H720V316H520Z',
    'M80 316H296L300 320V520H80ZM524 316H720V520H524Z',
    `${centerline(400, 60, 400, 560)}
<path d="M520 300V370M524 316V340" stroke="${AMBER}" stroke-width="6"/>
${dimV(760, 300, 386, 'H 5.0', 724)}
${dimH(300, 520, 600, 'LOUVER WIDTH', 530)}
${text(96, 480, 'S7 · 56–58 HRC', 16, { anchor: 'start', weight: 700 })}
${text(622, 480, 'DIE', 16, { weight: 700, fill: '#46576A' })}${text(400, 170, 'UPPER FORM', 16, { weight: 700, fill: '#46576A' })}`,
  );
  return { title: 'LOUVER FORMING TOOL', body };
}

/** Panel with a louver pattern, the way the customer's part looks. */
export function louverDetailDrawing(): Drawing {
  const louvers = Array.from({ length: 12 }, (_, i) => {
    const x = 170 + (i % 3) * 160,
      y = 150 + Math.floor(i / 3) * 100;
    return `<rect x="${x}" y="${y}" width="140" height="44" rx="6" fill="url(#steelV)" stroke="${NAVY}" stroke-width="2.5"/><rect x="${x + 6}" y="${y + 30}" width="128" height="12" rx="4" fill="#2B3B4D"/>`;
  }).join('');
  const body = `${viewLabel(400, 40, 'LOUVER PATTERN — PANEL VIEW')}
<path d="M120 100H680V560H120Z" ${part('url(#plate)')}/>${louvers}
${dimH(170, 310, 90, 'L 50', 150)}${dimV(720, 150, 250, 'PITCH 25', 684)}
<path d="M120 600H680" stroke="${AMBER}" stroke-width="4"/>${text(400, 630, '6 MM MIN. WEB BETWEEN LOUVERS', 16, { weight: 700, fill: '#46576A' })}`;
  return { title: 'DETAIL — LOUVER PATTERN', body };
}

export function extrusionDrawing(): Drawing {
  const body = formSection(
    'M340 70H460V330C460 390 430 440 400 450C370 440 340 390 340 330Z',
    'M80 340H318C330 340 330 350 330 360V470H346V360C346 356 348 356 352 356H80ZM720 340H482C470 340 470 350 470 360V470H454V360C454 356 452 356 448 356H720Z',
    'M80 356H312V520H80ZM720 356H488V520H720Z',
    `${centerline(400, 56, 400, 600)}
${dimH(346, 454, 560, 'M4 CORE', 474)}${dimV(760, 356, 470, 'COLLAR', 724)}
${text(96, 500, 'S7 · 56–58 HRC', 16, { anchor: 'start', weight: 700 })}
${text(400, 200, 'PILOT', 16, { weight: 700, fill: '#46576A' })}`,
  );
  return { title: 'TAPPING EXTRUSION TOOL', body };
}

export function countersinkDrawing(): Drawing {
  const body = formSection(
    'M300 70H500V260L430 330H370L300 260Z',
    'M80 330H300L370 400H430L500 330H720V346H508L438 416H362L292 346H80Z',
    'M80 346H292L362 416V540H80ZM720 346H508L438 416V540H720Z',
    `${centerline(400, 56, 400, 600)}
<path d="M300 260L370 330M500 260L430 330" stroke="${AMBER}" stroke-width="6"/>
${dimH(300, 500, 600, 'Ø 8.4 × 90°', 548)}
${text(600, 250, '90° / 82°', 20, { weight: 700 })}
${text(150, 460, 'S7 · 56–58 HRC', 18, { anchor: 'start', weight: 700 })}`,
  );
  return { title: 'COUNTERSINK FORMING TOOL', body };
}

export function embossDrawing(): Drawing {
  const body = formSection(
    'M290 70H510V300H470C470 360 440 400 400 400C360 400 330 360 330 300H290Z',
    'M80 300H330C330 360 360 400 400 400C440 400 470 360 470 300H720V316H486C486 380 450 416 400 416C350 416 314 380 314 316H80Z',
    'M80 316H314C314 380 350 416 400 416C450 416 486 380 486 316H720V520H80Z',
    `${centerline(400, 56, 400, 580)}
${dimH(314, 486, 600, 'Ø 20.0', 524)}${dimV(760, 300, 416, 'H 2.0', 724)}
<path d="M330 300C330 360 360 400 400 400C440 400 470 360 470 300" fill="none" stroke="${AMBER}" stroke-width="5"/>
${text(150, 470, 'POLISHED FORM', 18, { anchor: 'start', weight: 700 })}`,
  );
  return { title: 'EMBOSSING / FORMING TOOL', body };
}
