import { NAVY, AMBER, FONT, DEFS, BG, text } from './svg-kit.js';

/**
 * Brand logo, 480×120 on a transparent background: a punch striking an anvil-shaped die,
 * then the NORTHBEND wordmark with TOOLING spaced out in amber underneath.
 */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">
<rect x="8" y="8" width="104" height="104" rx="16" fill="${NAVY}"/>
<rect x="44" y="18" width="32" height="14" rx="3" fill="${AMBER}"/>
<rect x="50" y="32" width="20" height="30" fill="${AMBER}"/>
<path d="M50 62H70L66 70H54Z" fill="${AMBER}"/>
<path d="M22 78H98V86H84L78 100H42L36 86H22Z" fill="#FFFFFF"/>
<path d="M56 78L60 73L64 78" fill="none" stroke="${NAVY}" stroke-width="2"/>
<text x="132" y="68" font-family="${FONT}" font-size="42" font-weight="700" fill="${NAVY}" letter-spacing="1.5">NORTHBEND</text>
<rect x="134" y="82" width="40" height="4" fill="${AMBER}"/>
<text x="186" y="96" font-family="${FONT}" font-size="20" font-weight="700" fill="${AMBER}" letter-spacing="13">TOOLING</text>
</svg>`;
}

/** 800×800 neutral placeholder for products without pictures (spec: product-default-1.png). */
export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${DEFS}
<rect width="800" height="800" fill="${BG}"/>
<g fill="none" stroke="#B7C1CC" stroke-width="6" stroke-linejoin="round" stroke-dasharray="18 10">
<rect x="320" y="150" width="160" height="44" rx="10"/><rect x="340" y="194" width="120" height="260"/>
<path d="M340 454L370 490H430L460 454"/><rect x="370" y="490" width="60" height="110"/>
</g>
<line x1="370" y1="600" x2="430" y2="600" stroke="${AMBER}" stroke-width="6" stroke-linecap="round" opacity="0.7"/>
${text(400, 680, 'Image coming soon', 34, { fill: '#7A8899', weight: 700 })}
${text(400, 720, 'NORTHBEND TOOLING', 16, { fill: '#9AA6B3', spacing: 4 })}
</svg>`;
}
