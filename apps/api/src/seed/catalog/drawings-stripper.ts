import { type Drawing, NAVY, part, centerline, dimH, dimV, viewLabel, text } from './svg-kit.js';
import { shapePath } from './drawings-punch.js';

/** Urethane stripper shown on the punch tip it strips, plus its plan view. */
export function urethaneDrawing(): Drawing {
  const body = `
${viewLabel(250, 40, 'MOUNTED ON PUNCH TIP')}
${centerline(250, 60, 250, 560)}
<rect x="190" y="70" width="120" height="170" ${part()}/>
<path d="M190 240L214 270H286L310 240Z" ${part()}/>
<rect x="214" y="270" width="72" height="270" ${part()}/>
<rect x="120" y="380" width="260" height="120" rx="14" fill="url(#amberG)" stroke="${NAVY}" stroke-width="3"/>
<path d="M120 410H214M286 410H380" stroke="${NAVY}" stroke-width="1.2" opacity="0.5"/>
${dimV(80, 380, 500, 'H 25.0', 116)}
${dimH(120, 380, 600, 'Ø 50.0', 506)}
${text(590, 540, '90 SHORE A POLYURETHANE', 17, { weight: 700 })}
<circle cx="590" cy="320" r="140" fill="url(#amberG)" stroke="${NAVY}" stroke-width="3"/>
<circle cx="590" cy="320" r="104" fill="none" stroke="${NAVY}" stroke-width="1.5" stroke-dasharray="8 6" opacity="0.6"/>
<circle cx="590" cy="320" r="38" fill="#2B3B4D" stroke="${NAVY}" stroke-width="3"/>
${centerline(430, 320, 750, 320)}${centerline(590, 160, 590, 480)}
${viewLabel(590, 500, 'PLAN VIEW')}`;
  return { title: 'URETHANE STRIPPER', body };
}

/** Steel stripper plate: plan view with opening, key and screw holes; edge view below. */
export function stripperPlateDrawing(): Drawing {
  const holes = [
    [-110, -110],
    [110, -110],
    [-110, 110],
    [110, 110],
  ]
    .map(
      ([dx, dy]) =>
        `<circle cx="${400 + dx}" cy="${280 + dy}" r="14" fill="#2B3B4D" stroke="${NAVY}" stroke-width="2"/><circle cx="${400 + dx}" cy="${280 + dy}" r="22" fill="none" stroke="${NAVY}" stroke-width="1.5"/>`,
    )
    .join('');
  const body = `
${viewLabel(400, 50, 'PLAN VIEW')}
<rect x="240" y="120" width="320" height="320" rx="36" ${part('url(#plate)')}/>
${holes}
${shapePath('oblong', 400, 280, 0.7, `fill="#2B3B4D" stroke="#E8A317" stroke-width="5"`)}
<rect x="390" y="120" width="20" height="26" fill="#7F8D9D" stroke="${NAVY}" stroke-width="2"/>
${centerline(210, 280, 590, 280)}${centerline(400, 90, 400, 470)}
${dimH(240, 560, 100, '120.0', 120)}
<rect x="240" y="520" width="320" height="50" ${part('url(#steelV)')}/>
<path d="M332 520V570M468 520V570" stroke="${NAVY}" stroke-width="1.5" stroke-dasharray="6 4"/>
${dimV(620, 520, 570, 't 8', 564)}
${viewLabel(400, 610, 'EDGE VIEW')}
${text(680, 290, '4140 STEEL', 17, { weight: 700 })}${text(680, 314, '45 HRC', 17, { weight: 700 })}`;
  return { title: 'STRIPPER PLATE', body };
}
