import { type Drawing, NAVY, AMBER, part, centerline, dimH, dimV, viewLabel, text } from './svg-kit.js';

export type TipShape = 'round' | 'rect' | 'square' | 'oblong' | 'dflat';

/** Outline of a tip shape centred on (cx, cy); `k` scales it. */
export function shapePath(shape: TipShape, cx: number, cy: number, k = 1, attrs = part('url(#amberG)', 3)): string {
  switch (shape) {
    case 'round':
      return `<circle cx="${cx}" cy="${cy}" r="${48 * k}" ${attrs}/>`;
    case 'rect':
      return `<rect x="${cx - 85 * k}" y="${cy - 30 * k}" width="${170 * k}" height="${60 * k}" ${attrs}/>`;
    case 'square':
      return `<rect x="${cx - 50 * k}" y="${cy - 50 * k}" width="${100 * k}" height="${100 * k}" ${attrs}/>`;
    case 'oblong':
      return `<rect x="${cx - 88 * k}" y="${cy - 32 * k}" width="${176 * k}" height="${64 * k}" rx="${32 * k}" ${attrs}/>`;
    case 'dflat': {
      const r = 56 * k,
        f = 38 * k,
        h = Math.sqrt(r * r - f * f);
      return `<path d="M${cx + f} ${cy - h}A${r} ${r} 0 1 0 ${cx + f} ${cy + h}Z" ${attrs}/>`;
    }
  }
}

const TIP_WIDTH: Record<TipShape, number> = { round: 72, rect: 130, square: 96, oblong: 130, dflat: 84 };
const TIP_LABEL: Record<TipShape, string> = { round: 'Ø D', rect: 'L', square: 'A', oblong: 'L', dflat: 'Ø D' };
const TITLE: Record<TipShape, string> = {
  round: 'ROUND PUNCH',
  rect: 'RECTANGLE PUNCH',
  square: 'SQUARE PUNCH',
  oblong: 'OBLONG PUNCH',
  dflat: 'SPECIAL SHAPE PUNCH',
};

/** Thick-turret punch: side elevation on the left, end view of the tip (VIEW A) on the right. */
export function punchDrawing(shape: TipShape): Drawing {
  const cx = 250,
    tw = TIP_WIDTH[shape];
  const threads = Array.from(
    { length: 7 },
    (_, i) => `<line x1="207" y1="${112 + i * 6}" x2="293" y2="${116 + i * 6}" stroke="${NAVY}" stroke-width="1.2" opacity="0.6"/>`,
  ).join('');
  const body = `
${centerline(cx, 40, cx, 618)}
<rect x="170" y="70" width="160" height="40" rx="8" ${part('url(#steelV)')}/>
<rect x="205" y="110" width="90" height="46" ${part()}/>${threads}
<rect x="190" y="156" width="120" height="286" ${part()}/>
<rect x="241" y="182" width="18" height="128" rx="9" fill="#7F8D9D" stroke="${NAVY}" stroke-width="2"/>
<path d="M190 442L${cx - tw / 2} 476H${cx + tw / 2}L310 442Z" ${part()}/>
<rect x="${cx - tw / 2}" y="476" width="${tw}" height="126" ${part()}/>
<line x1="${cx - tw / 2}" y1="602" x2="${cx + tw / 2}" y2="602" stroke="${AMBER}" stroke-width="7" stroke-linecap="round"/>
${dimH(cx - tw / 2, cx + tw / 2, 664, TIP_LABEL[shape], 606)}
${dimV(120, 476, 602, 'TIP 32.0', 185)}
${dimV(120, 70, 442, 'L 152.4', 165)}
<path d="M470 330H560" stroke="${NAVY}" stroke-width="1.5" stroke-dasharray="6 6"/>
<circle cx="590" cy="330" r="150" fill="url(#plate)" stroke="${NAVY}" stroke-width="2.5"/>
<circle cx="590" cy="330" r="118" fill="none" stroke="${NAVY}" stroke-width="1.5" stroke-dasharray="8 6" opacity="0.6"/>
<rect x="580" y="172" width="20" height="34" rx="4" fill="#7F8D9D" stroke="${NAVY}" stroke-width="2"/>
${centerline(420, 330, 760, 330)}${centerline(590, 160, 590, 500)}
${shapePath(shape, 590, 330, 1.15)}
${viewLabel(590, 520, 'VIEW A — TIP')}
${viewLabel(250, 30, 'SIDE ELEVATION')}`;
  return { title: TITLE[shape], body };
}

/** Enlarged tip in the die at the moment of shearing, to explain clearance. */
export function punchDetailDrawing(): Drawing {
  const body = `
${centerline(400, 30, 400, 640)}
<rect x="290" y="40" width="220" height="300" ${part()}/>
<path d="M290 110H510M290 116H510" stroke="${NAVY}" stroke-width="1.2" opacity="0.5"/>
${text(400, 100, 'REGRIND 4.0', 16, { weight: 700, fill: '#46576A' })}
<line x1="290" y1="340" x2="510" y2="340" stroke="${AMBER}" stroke-width="8" stroke-linecap="round"/>
<rect x="90" y="340" width="200" height="44" fill="url(#hatch)" stroke="${NAVY}" stroke-width="2.5"/>
<rect x="510" y="340" width="200" height="44" fill="url(#hatch)" stroke="${NAVY}" stroke-width="2.5"/>
<rect x="292" y="372" width="216" height="44" fill="#F6D58E" stroke="${NAVY}" stroke-width="2.5"/>
<path d="M90 384H272L258 600H90Z" fill="url(#hatch)" stroke="${NAVY}" stroke-width="2.5"/>
<path d="M710 384H528L542 600H710Z" fill="url(#hatch)" stroke="${NAVY}" stroke-width="2.5"/>
<path d="M272 384V412M528 384V412" stroke="${AMBER}" stroke-width="5"/>
${dimH(290, 510, 24, 'Ø D', 40)}
${dimH(272, 528, 640, 'Ø D + C', 600)}
${dimV(750, 340, 384, 't', 712)}
<path d="M532 400L600 520" stroke="${NAVY}" stroke-width="1.5"/>${text(604, 540, 'DIE LAND', 16, { anchor: 'start', weight: 700 })}
<path d="M360 410L340 480" stroke="${NAVY}" stroke-width="1.5"/>${text(340, 500, 'SLUG', 16, { weight: 700 })}
${text(90, 290, 'CLEARANCE', 16, { anchor: 'start', weight: 700, fill: '#46576A' })}${text(90, 312, 'C ≈ 20 % OF t', 16, { anchor: 'start', weight: 700, fill: '#46576A' })}
${text(90, 200, '62–64 HRC', 18, { anchor: 'start', weight: 700 })}
${text(90, 224, 'M2 / ASP 23', 16, { anchor: 'start', fill: '#46576A' })}`;
  return { title: 'DETAIL — TIP & CLEARANCE', body };
}

/** Die: half section on the left, top view with the opening and key slot on the right. */
export function dieDrawing(shape: TipShape): Drawing {
  const ow = shape === 'round' ? 70 : 110;
  const half = (sign: 1 | -1) => {
    const x0 = 250 + sign * 150,
      xl = 250 + (sign * ow) / 2,
      xr = 250 + sign * (ow / 2 + 26);
    return `<path d="M${x0} 250H${xl}V284L${xr} 430H${x0}Z" fill="url(#hatch)" stroke="${NAVY}" stroke-width="3" stroke-linejoin="round"/>`;
  };
  const body = `
${viewLabel(250, 200, 'SECTION B–B')}
${centerline(250, 210, 250, 480)}
${half(-1)}${half(1)}
<path d="M${250 - ow / 2} 250V284M${250 + ow / 2} 250V284" stroke="${AMBER}" stroke-width="6"/>
${dimH(250 - ow / 2, 250 + ow / 2, 230, shape === 'round' ? 'Ø D + C' : 'L + C', 250)}
${dimV(70, 250, 430, 'H 30.0', 96)}
${dimH(100, 400, 490, 'Ø 47.6', 436)}
<circle cx="590" cy="330" r="150" fill="url(#plate)" stroke="${NAVY}" stroke-width="3"/>
<circle cx="590" cy="330" r="138" fill="none" stroke="${NAVY}" stroke-width="1.2" opacity="0.5"/>
<rect x="580" y="168" width="20" height="30" fill="${'#7F8D9D'}" stroke="${NAVY}" stroke-width="2"/>
${shapePath(shape, 590, 330, shape === 'round' ? 0.85 : 0.8, `fill="#2B3B4D" stroke="${AMBER}" stroke-width="5"`)}
${centerline(420, 330, 760, 330)}${centerline(590, 160, 590, 500)}
${viewLabel(590, 520, 'TOP VIEW')}`;
  return { title: shape === 'round' ? 'ROUND DIE' : 'SHAPED DIE', body };
}

/** Enlarged die land showing the straight land and the tapered relief. */
export function dieDetailDrawing(): Drawing {
  const body = `
${centerline(400, 60, 400, 640)}
<path d="M80 160H330V250L290 600H80Z" fill="url(#hatch)" stroke="${NAVY}" stroke-width="3"/>
<path d="M720 160H470V250L510 600H720Z" fill="url(#hatch)" stroke="${NAVY}" stroke-width="3"/>
<path d="M330 160V250M470 160V250" stroke="${AMBER}" stroke-width="7"/>
<path d="M338 200L350 208M338 226L350 234M462 200L450 208M462 226L450 234" stroke="${NAVY}" stroke-width="3"/>
${dimH(330, 470, 120, 'Ø D + C', 160)}
${dimV(760, 160, 250, 'LAND 3.0', 724)}
<path d="M330 250V420" stroke="${NAVY}" stroke-width="1.2" stroke-dasharray="6 4"/>
<path d="M330 400A150 150 0 0 0 311 402" fill="none" stroke="${AMBER}" stroke-width="2.5"/>
${text(250, 440, 'RELIEF 1°', 18, { weight: 700 })}
${text(400, 280, 'SLUG-FREE GROOVES', 16, { weight: 700, fill: '#46576A' })}
${text(180, 130, 'D2 · 58–60 HRC', 18, { weight: 700 })}`;
  return { title: 'DETAIL — DIE LAND & RELIEF', body };
}
