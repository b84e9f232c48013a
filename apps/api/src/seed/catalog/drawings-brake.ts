import { type Drawing, NAVY, AMBER, part, centerline, dimH, dimV, viewLabel, text } from './svg-kit.js';

/** European (Promecam) tang with its safety groove, shared by all punch profiles. Ends at y=190. */
const TANG = 'M370 60H430V110H420V126H430V150H470V190';
const PROFILE = `fill="url(#plate)" stroke="${NAVY}" stroke-width="3.5" stroke-linejoin="round"`;

/** Amber marks the working tip: the only part that touches the sheet. */
const tip = (x: number, y: number, w: number, h: number) =>
  `<path d="M${x - w} ${y - h}L${x} ${y}L${x + w} ${y - h}" fill="none" stroke="${AMBER}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;

const tangNote = `${text(560, 110, 'EUROPEAN TANG', 16, { anchor: 'start', weight: 700, fill: '#46576A' })}<path d="M470 104H552" stroke="${NAVY}" stroke-width="1.3"/>`;

export function gooseneckDrawing(): Drawing {
  const body = `${viewLabel(400, 36, 'PROFILE')}${centerline(400, 50, 400, 640)}
<path d="${TANG}C560 250 600 420 520 500L428 572L400 600L372 572L360 560C320 520 330 470 380 440C450 400 450 300 380 260L330 220V150H370V60Z" ${PROFILE}/>
${tip(400, 600, 28, 28)}
${dimV(690, 60, 600, 'H 120', 560)}
${text(250, 560, '88°  R0.8', 22, { weight: 700 })}
<path d="M300 340H405" stroke="${NAVY}" stroke-width="1.3"/><circle cx="405" cy="340" r="4" fill="${NAVY}"/>
${text(290, 346, 'FLANGE RELIEF', 16, { anchor: 'end', weight: 700, fill: '#46576A' })}${tangNote}
${text(140, 630, '42CrMo4 · TIP 56 HRC', 18, { anchor: 'start', weight: 700 })}`;
  return { title: 'GOOSENECK PUNCH', body };
}

export function straightPunchDrawing(): Drawing {
  const body = `${viewLabel(400, 36, 'PROFILE')}${centerline(400, 50, 400, 640)}
<path d="${TANG}L455 230L425 560L400 600L375 560L345 230L330 190V150H370V60Z" ${PROFILE}/>
${tip(400, 600, 25, 40)}
${dimV(690, 60, 600, 'H 105', 560)}${dimH(330, 470, 660, '60', 620)}
${text(250, 590, '88°  R0.8', 22, { weight: 700 })}${tangNote}
${text(140, 420, '100 t/m', 20, { anchor: 'start', weight: 700 })}`;
  return { title: 'STRAIGHT PUNCH', body };
}

export function acutePunchDrawing(): Drawing {
  const body = `${viewLabel(400, 36, 'PROFILE')}${centerline(400, 50, 400, 640)}
<path d="${TANG}L440 240L430 430L400 600L370 430L360 240L330 190V150H370V60Z" ${PROFILE}/>
${tip(400, 600, 14, 56)}
${dimV(690, 60, 600, 'H 100', 560)}
${text(260, 560, '30°  R0.2', 22, { weight: 700 })}${tangNote}
<path d="M400 600L365 470M400 600L435 470" stroke="${AMBER}" stroke-width="1.5" stroke-dasharray="6 4"/>`;
  return { title: 'ACUTE ANGLE PUNCH', body };
}

/** Front view of a sectioned set: the sections add up to 835 mm, horns at both ends. */
export function sectionsDrawing(): Drawing {
  const widths = [100, 10, 15, 20, 40, 50, 100, 200, 200, 100];
  let x = 60;
  const parts = widths
    .map((w, i) => {
      const px = w * 0.8,
        horn = i === 0 || i === widths.length - 1;
      const shape = horn
        ? i === 0
          ? `M${x + px} 220V420H${x + 10}L${x + 40} 300V220Z`
          : `M${x} 220V420H${x + px - 10}L${x + px - 40} 300V220Z`
        : `M${x} 220H${x + px}V420H${x}Z`;
      const el = `<path d="${shape}" ${part('url(#steelV)', 2.5)}/>${w >= 40 && !horn ? text(x + px / 2, 330, String(w), 16, { weight: 700 }) : ''}`;
      x += px;
      return el;
    })
    .join('');
  const body = `${viewLabel(400, 80, 'FRONT VIEW — SECTIONED SET')}
<rect x="60" y="160" width="${x - 60}" height="60" ${part('url(#plate)', 2.5)}/>${parts}
<line x1="70" y1="420" x2="${x - 10}" y2="420" stroke="${AMBER}" stroke-width="6"/>
${dimH(60, x, 500, '835', 426)}
${text(400, 570, '10 · 15 · 20 · 40 · 50 · 100 · 200 · 400 + HORNS', 18, { weight: 700, fill: '#46576A' })}`;
  return { title: 'DETAIL — SECTIONED LENGTHS', body };
}

export function singleVDrawing(): Drawing {
  const body = `${viewLabel(400, 36, 'PROFILE')}${centerline(400, 50, 400, 640)}
<path d="M140 230L344 294L400 348L456 294L660 230" fill="none" stroke="${AMBER}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>
<path d="M280 300H344L400 370L456 300H520V520H430V600H370V520H280Z" ${PROFILE}/>
<path d="M344 300L400 370L456 300" fill="none" stroke="${NAVY}" stroke-width="4"/>
<circle cx="344" cy="300" r="7" fill="${AMBER}"/><circle cx="456" cy="300" r="7" fill="${AMBER}"/>
${dimH(344, 456, 180, 'V 12', 292)}${dimV(690, 300, 600, 'H 100', 528)}${dimH(280, 520, 650, '60', 606)}
${text(400, 440, '88°', 24, { weight: 700 })}
${text(120, 450, 'SHOULDERS', 16, { anchor: 'start', weight: 700, fill: '#46576A' })}${text(120, 472, '56 HRC', 16, { anchor: 'start', weight: 700, fill: '#46576A' })}`;
  return { title: 'SINGLE V DIE 88°', body };
}

export function multiVDrawing(): Drawing {
  const c = 400,
    m = 350,
    s = 190;
  const v = (w: number, d: number) => `${w} × ${d}`;
  const body = `${viewLabel(400, 100, 'END VIEW — 4-WAY BLOCK')}
<path d="M${c - s} ${m - s}H${c - 35}L${c} ${m - s + 36}L${c + 35} ${m - s}H${c + s}V${m - 24}L${c + s - 24} ${m}L${c + s} ${m + 24}V${m + s}H${c + 60}L${c} ${m + s - 60}L${c - 60} ${m + s}H${c - s}V${m + 15}L${c - s + 15} ${m}L${c - s} ${m - 15}Z" ${PROFILE}/>
<circle cx="${c}" cy="${m}" r="26" fill="#2B3B4D" stroke="${NAVY}" stroke-width="2"/>
${text(c, m - s - 14, 'V 22', 18, { weight: 700 })}${text(c + s + 44, m + 6, 'V 12', 18, { weight: 700 })}
${text(c, m + s + 30, 'V 35', 18, { weight: 700 })}${text(c - s - 44, m + 6, 'V 6', 18, { weight: 700 })}
<path d="M${c - 35} ${m - s}L${c} ${m - s + 36}L${c + 35} ${m - s}" fill="none" stroke="${AMBER}" stroke-width="5"/>
${dimH(c - s, c + s, m + s + 90, v(100, 100), m + s + 40)}`;
  return { title: 'MULTI-V DIE BLOCK', body };
}

export function hemmingDrawing(): Drawing {
  const body = `${viewLabel(400, 60, 'SPRING-LOADED HEMMING DIE')}
<path d="M140 420H660V560H440V620H360V560H140Z" fill="url(#hatch)" stroke="${NAVY}" stroke-width="3"/>
<path d="M140 300H296L330 352L364 300H660V370H140Z" ${PROFILE}/>
<path d="M296 300L330 352L364 300" fill="none" stroke="${AMBER}" stroke-width="5" stroke-linejoin="round"/>
${[210, 590].map((x) => `<path d="M${x - 18} 372L${x + 18} 382L${x - 18} 392L${x + 18} 402L${x - 18} 412L${x + 18} 418" fill="none" stroke="${NAVY}" stroke-width="4"/>`).join('')}
<path d="M420 296H640M420 296C390 296 390 270 420 270H600" fill="none" stroke="${AMBER}" stroke-width="7" stroke-linecap="round"/>
${text(520, 250, 'HEM', 18, { weight: 700 })}
${text(330, 280, '30°', 20, { weight: 700 })}
${dimV(700, 300, 560, 'H 110', 664)}`;
  return { title: 'HEMMING DIE', body };
}
