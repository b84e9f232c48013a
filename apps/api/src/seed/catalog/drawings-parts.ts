import { type Drawing, NAVY, AMBER, part, centerline, dimH, dimV, viewLabel, text } from './svg-kit.js';

/** Coil spring seen from the side; back turns lighter so the helix reads as 3D. */
function coil(cx: number, top: number, bottom: number, r: number, turns: number, front: string, back: string, wire: number): string {
  const pitch = (bottom - top) / turns;
  let backs = '',
    fronts = '';
  for (let i = 0; i < turns; i++) {
    const y = top + i * pitch;
    fronts += `M${cx - r} ${y}Q${cx} ${y + pitch * 0.9} ${cx + r} ${y + pitch / 2}`;
    backs += `M${cx + r} ${y + pitch / 2}Q${cx} ${y + pitch * 0.1} ${cx - r} ${y + pitch}`;
  }
  return `<path d="${backs}" fill="none" stroke="${NAVY}" stroke-width="${wire + 4}" stroke-linecap="round" opacity="0.5"/><path d="${backs}" fill="none" stroke="${back}" stroke-width="${wire}" stroke-linecap="round" opacity="0.8"/>
<path d="${fronts}" fill="none" stroke="${NAVY}" stroke-width="${wire + 5}" stroke-linecap="round"/><path d="${fronts}" fill="none" stroke="${front}" stroke-width="${wire}" stroke-linecap="round"/>`;
}

export function springDrawing(): Drawing {
  const body = `
${viewLabel(240, 40, 'PUNCH SPRING')}${viewLabel(560, 40, 'ISO 10243 DIE SPRING')}
${centerline(240, 60, 240, 600)}${centerline(560, 60, 560, 600)}
${coil(240, 90, 560, 90, 9, '#D9E0E7', '#9AA7B5', 10)}
${coil(560, 150, 520, 70, 7, '#F2BE4C', '#C9870C', 16)}
${dimH(150, 330, 620, 'Ø 38.0', 570)}${dimV(90, 90, 560, 'FREE LENGTH', 140)}
${dimH(490, 630, 620, 'Ø 25.0', 530)}
${text(560, 572, 'HEAVY LOAD', 16, { weight: 700, fill: '#46576A' })}`;
  return { title: 'SPRINGS', body };
}

export function keyDrawing(): Drawing {
  const body = `
${viewLabel(400, 44, 'TOP VIEW')}
<rect x="220" y="120" width="360" height="110" rx="55" ${part('url(#plate)')}/>
${[300, 500].map((x) => `<circle cx="${x}" cy="175" r="28" fill="none" stroke="${NAVY}" stroke-width="2"/><circle cx="${x}" cy="175" r="16" fill="#2B3B4D"/>`).join('')}
${centerline(190, 175, 610, 175)}
${dimH(220, 580, 100, '36.0', 120)}${dimV(640, 120, 230, '10.0', 584)}
${viewLabel(400, 330, 'SIDE VIEW')}
<path d="M220 370H580V420H520V450H280V420H220Z" ${part('url(#steelV)')}/>
<path d="M280 420H520" stroke="${AMBER}" stroke-width="5"/>
${dimV(640, 370, 450, '8.0', 584)}
${text(400, 520, 'O1 · 52–54 HRC · GROUND ALL OVER', 18, { weight: 700 })}
${text(400, 550, 'KEY FACE FITS GUIDE SLOT WITH ZERO PLAY', 15, { fill: '#46576A' })}`;
  return { title: 'PUNCH & DIE KEYS', body };
}

/** Exploded thick-turret guide assembly: head, spring, guide with key, punch tip. */
export function guideAssemblyDrawing(): Drawing {
  const leader = (y: number, x: number, label: string) =>
    `<path d="M${x} ${y}H520" stroke="${NAVY}" stroke-width="1.5"/><circle cx="${x}" cy="${y}" r="4" fill="${NAVY}"/>${text(530, y + 6, label, 18, { anchor: 'start', weight: 700 })}`;
  const body = `
${centerline(300, 30, 300, 650)}
<rect x="210" y="50" width="180" height="44" rx="10" ${part('url(#steelV)')}/>
<rect x="270" y="94" width="60" height="40" ${part()}/>
${coil(300, 150, 260, 70, 4, '#D9E0E7', '#9AA7B5', 8)}
<rect x="215" y="290" width="170" height="270" ${part()}/>
<rect x="215" y="290" width="170" height="26" fill="#9AA7B5" stroke="${NAVY}" stroke-width="2"/>
<rect x="288" y="350" width="24" height="110" rx="6" fill="url(#amberG)" stroke="${NAVY}" stroke-width="2"/>
<path d="M230 520H370" stroke="${NAVY}" stroke-width="1.2" opacity="0.5"/>
<rect x="270" y="575" width="60" height="70" ${part()}/>
<line x1="270" y1="645" x2="330" y2="645" stroke="${AMBER}" stroke-width="6"/>
${leader(72, 390, 'HEAD')}${leader(205, 370, 'STRIPPING SPRING')}${leader(330, 385, 'GUIDE · H6 BORE')}${leader(405, 312, 'KEY')}${leader(610, 330, 'PUNCH TIP')}
${dimV(150, 290, 560, 'GUIDE 101.6', 211)}`;
  return { title: 'PUNCH GUIDE ASSEMBLY', body };
}
