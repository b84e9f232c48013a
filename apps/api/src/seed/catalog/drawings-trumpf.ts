import { type Drawing, NAVY, AMBER, part, centerline, dimH, dimV, viewLabel } from './svg-kit.js';
import { shapePath } from './drawings-punch.js';

/** Trumpf-style punch: clamping shank with groove and flange, short tip; end view with notch. */
export function trumpfPunchDrawing(): Drawing {
  const body = `
${viewLabel(260, 40, 'SIDE ELEVATION')}
${centerline(260, 56, 260, 620)}
<rect x="205" y="70" width="110" height="230" rx="6" ${part()}/>
<rect x="205" y="150" width="110" height="22" fill="#7F8D9D" stroke="${NAVY}" stroke-width="2"/>
<rect x="205" y="210" width="18" height="60" fill="#9AA7B5" stroke="${NAVY}" stroke-width="2"/>
<rect x="150" y="300" width="220" height="46" rx="6" ${part()}/>
<path d="M150 346L210 380H310L370 346Z" ${part()}/>
<rect x="210" y="380" width="100" height="190" ${part()}/>
<line x1="210" y1="570" x2="310" y2="570" stroke="${AMBER}" stroke-width="7" stroke-linecap="round"/>
${dimH(210, 310, 620, 'Ø D', 574)}
${dimV(110, 70, 570, 'L 100.0', 146)}
<circle cx="590" cy="320" r="140" fill="url(#plate)" stroke="${NAVY}" stroke-width="3"/>
<path d="M578 180H602V214H578Z" fill="#7F8D9D" stroke="${NAVY}" stroke-width="2"/>
${shapePath('round', 590, 320, 1.3)}
${centerline(430, 320, 750, 320)}${centerline(590, 160, 590, 480)}
${viewLabel(590, 500, 'VIEW A')}`;
  return { title: 'TRUMPF-STYLE PUNCH', body };
}

/** Trumpf-style die: disc in section with orientation flats in plan view. */
export function trumpfDieDrawing(): Drawing {
  const body = `
${viewLabel(250, 200, 'SECTION')}
${centerline(250, 250, 250, 460)}
<path d="M100 280H220V300L206 420H100Z" fill="url(#hatch)" stroke="${NAVY}" stroke-width="3"/>
<path d="M400 280H280V300L294 420H400Z" fill="url(#hatch)" stroke="${NAVY}" stroke-width="3"/>
<path d="M220 280V300M280 280V300" stroke="${AMBER}" stroke-width="6"/>
${dimH(220, 280, 260, 'Ø D+C', 280)}
${dimV(70, 280, 420, 'H 28', 96)}
<path d="M590 170A150 150 0 1 1 589.9 170Z" fill="url(#plate)" stroke="${NAVY}" stroke-width="3"/>
<rect x="440" y="300" width="18" height="40" fill="#EEF1F4" stroke="${NAVY}" stroke-width="2"/>
<rect x="722" y="300" width="18" height="40" fill="#EEF1F4" stroke="${NAVY}" stroke-width="2"/>
${shapePath('round', 590, 320, 0.9, `fill="#2B3B4D" stroke="${AMBER}" stroke-width="5"`)}
${centerline(420, 320, 760, 320)}${centerline(590, 150, 590, 490)}
${viewLabel(590, 510, 'TOP VIEW')}`;
  return { title: 'TRUMPF-STYLE DIE', body };
}

/** MultiTool: body with several inserts; plan view shows the insert ring. */
export function multitoolDrawing(): Drawing {
  const inserts = Array.from({ length: 5 }, (_, i) => {
    const a = (-90 + i * 72) * (Math.PI / 180),
      r = 92 - i * 4;
    return `<circle cx="${(590 + Math.cos(a) * 95).toFixed(1)}" cy="${(320 + Math.sin(a) * 95).toFixed(1)}" r="${r / 3}" ${part('url(#amberG)', 2.5)}/>`;
  }).join('');
  const body = `
${viewLabel(240, 40, 'SIDE ELEVATION')}
${centerline(240, 56, 240, 620)}
<rect x="150" y="70" width="180" height="120" rx="8" ${part()}/>
<rect x="130" y="190" width="220" height="200" ${part()}/>
<rect x="130" y="240" width="220" height="10" fill="#7F8D9D"/>
${[170, 225, 280].map((x, i) => `<rect x="${x}" y="390" width="${30 - i * 4}" height="150" ${part()}/><line x1="${x}" y1="540" x2="${x + 30 - i * 4}" y2="540" stroke="${AMBER}" stroke-width="6"/>`).join('')}
${dimV(90, 70, 540, 'L 120.0', 126)}
<circle cx="590" cy="320" r="150" fill="url(#plate)" stroke="${NAVY}" stroke-width="3"/>
<circle cx="590" cy="320" r="95" fill="none" stroke="${NAVY}" stroke-width="1.5" stroke-dasharray="8 6"/>
${inserts}
<circle cx="590" cy="320" r="14" fill="#2B3B4D"/>
${centerline(420, 320, 760, 320)}${centerline(590, 150, 590, 490)}
${viewLabel(590, 510, '5-FOLD INSERT RING')}`;
  return { title: 'MULTITOOL', body };
}
