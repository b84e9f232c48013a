/** Team portraits (600x600): stylised illustrated busts with an initials badge; no photos exist. */
import { C, svgDoc, text } from './kit.js';

export interface PortraitLook {
  initials: string;
  skin: string;
  hair: string;
  style: 'short' | 'long' | 'bun' | 'crop';
  shirt: string;
  beard?: boolean;
  glasses?: boolean;
}

const hairShapes: Record<PortraitLook['style'], string> = {
  short: 'M203 262Q190 140 300 132Q410 140 397 262Q388 196 300 188Q222 192 203 262Z',
  crop: 'M207 236Q214 150 300 146Q386 150 393 236Q372 186 300 182Q228 186 207 236Z',
  long: 'M200 250Q186 130 300 126Q414 130 400 250L412 410Q380 430 360 404L388 270Q370 196 300 190Q230 196 212 270L240 404Q220 430 188 410Z',
  bun: 'M204 250Q196 146 300 140Q404 146 396 250Q384 194 300 188Q216 194 204 250Z',
};

/** One avatar: navy backdrop, shoulders in the shirt colour, head, hair and the amber initials badge. */
export function portrait(look: PortraitLook): string {
  const { skin, hair } = look;
  const bun = look.style === 'bun' ? `<circle cx="300" cy="118" r="44" fill="${hair}"/>` : '';
  const beard = look.beard ? `<path d="M210 268Q214 372 300 378Q386 372 390 268Q372 332 300 336Q228 332 210 268Z" fill="${hair}"/>` : '';
  const glasses = look.glasses
    ? `<g fill="none" stroke="${C.navyDeep}" stroke-width="6"><circle cx="258" cy="262" r="28"/><circle cx="342" cy="262" r="28"/><path d="M286 258Q300 248 314 258"/></g>`
    : '';
  const back = look.style === 'long' ? `<path d="M200 250L188 410Q300 440 412 410L400 250Z" fill="${hair}"/>` : '';
  return svgDoc(
    600,
    600,
    `
<rect width="600" height="600" fill="url(#bgGlow)"/><rect width="600" height="600" fill="url(#gridMajor)"/>
<circle cx="300" cy="300" r="250" fill="${C.navyLight}" opacity="0.55"/>
${back}
<path d="M96 600Q104 430 300 408Q496 430 504 600Z" fill="${look.shirt}"/>
<path d="M262 408L300 468L338 408Z" fill="${C.steelPale}"/>
<rect x="266" y="330" width="68" height="90" rx="24" fill="${skin}"/>
<path d="M266 390Q300 410 334 390V408H266Z" fill="#000000" opacity="0.12"/>
${look.style === 'long' ? '' : `<circle cx="206" cy="272" r="20" fill="${skin}"/><circle cx="394" cy="272" r="20" fill="${skin}"/>`}
<ellipse cx="300" cy="262" rx="96" ry="110" fill="${skin}"/>
${beard}${bun}
<path d="${hairShapes[look.style]}" fill="${hair}"/>
<circle cx="262" cy="270" r="8" fill="${C.navyDeep}"/><circle cx="338" cy="270" r="8" fill="${C.navyDeep}"/>
<path d="M270 318Q300 336 330 318" fill="none" stroke="${C.navyDeep}" stroke-width="6" stroke-linecap="round" opacity="0.7"/>
${glasses}
<circle cx="486" cy="486" r="74" fill="${C.amber}" stroke="${C.navyDeep}" stroke-width="10"/>
${text(486, 506, look.initials, 54, C.navyDeep, 'text-anchor="middle" font-weight="bold"')}`,
  );
}

/** The five people on the About Us page, keyed by file name. */
export const TEAM_LOOKS = {
  'karen-brandt': { initials: 'KB', skin: '#F0C8A8', hair: '#8A5A32', style: 'long', shirt: '#4A5A6E', glasses: true },
  'marcus-reed': { initials: 'MR', skin: '#8D5A3B', hair: '#231A14', style: 'crop', shirt: '#3E5C76', beard: true },
  'priya-natarajan': { initials: 'PN', skin: '#C68E64', hair: '#1E1410', style: 'bun', shirt: '#6B4E7A' },
  'tom-vander-meer': { initials: 'TV', skin: '#EBC3A0', hair: '#C9A46A', style: 'short', shirt: '#2F4B3A', glasses: true },
  'luis-herrera': { initials: 'LH', skin: '#B98260', hair: '#2B211B', style: 'short', shirt: '#7A3E2E', beard: true },
} satisfies Record<string, PortraitLook>;
