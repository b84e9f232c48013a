/** The four downloadable datasheets, rendered as A4-portrait pictures with real reference data. */
import { C, text } from './kit.js';
import { punch } from './parts.js';
import { notes, sectionHeading, sheet, SHEET_MARGIN, table } from './sheet-layout.js';

const fix = (n: number, d = 2): string => n.toFixed(d);

export function sheetToolCatalogue(): string {
  const stations = table(380, {
    columns: [
      { title: 'Station', width: 120, align: 'middle' },
      { title: 'Size (mm)', width: 200 },
      { title: 'Size (in)', width: 200 },
      { title: 'Standard shapes', width: 410 },
      { title: 'Ships', width: 130, align: 'middle' },
    ],
    rows: [
      ['A', '1.6 – 12.7', '0.063 – 0.500', 'Round, square, rectangle, obround', '24 h'],
      ['B', '12.7 – 31.7', '0.500 – 1.250', 'Round, square, rectangle, D-shape', '24 h'],
      ['C', '31.7 – 50.8', '1.250 – 2.000', 'Round, square, rectangle, obround', '24 h'],
      ['D', '50.8 – 88.9', '2.000 – 3.500', 'Round, square, rectangle', '48 h'],
      ['E', '88.9 – 114.3', '3.500 – 4.500', 'Round, square, rectangle', '48 h'],
    ],
  });
  const materials = table(stations.bottom + 140, {
    columns: [
      { title: 'Component', width: 240 },
      { title: 'Material', width: 300 },
      { title: 'Hardness', width: 240 },
      { title: 'Coating', width: 280 },
    ],
    rows: [
      ['Punch', 'M2 / PM high-speed steel', '60–62 HRC', 'TiCN (option)'],
      ['Die', 'D2 / PM tool steel', '58–60 HRC', '—'],
      ['Stripper', 'A2 tool steel', '54–56 HRC', '—'],
      ['Forming tool', 'PM high-speed steel', '60–62 HRC', 'TiCN'],
    ],
  });
  const order = notes(materials.bottom + 150, [
    'Quote station, shape, size (mm or in) and machine make and model.',
    'Tell us sheet material and thickness so we set the die clearance.',
    'Standard tools ordered by 3 p.m. Eastern ship within 24 hours.',
    'Special shapes: drawing review in 1 working day, 5–7 days to ship.',
    'Worn tools? Use our regrind service — see the maintenance guide.',
  ]);
  return sheet(
    'NB-CAT-2026 · Rev. A',
    'Thick Turret Tooling Catalogue',
    'Punches, dies and strippers for A to E stations · 2026 edition',
    `
${sectionHeading(340, 'Stations and sizes')}${stations.svg}
${sectionHeading(stations.bottom + 100, 'Materials and hardness')}${materials.svg}
${sectionHeading(materials.bottom + 100, 'Ordering')}${order.svg}
<g opacity="0.9">${punch(1040, materials.bottom + 110, 0.95, 'tincn')}</g>`,
  );
}

export function sheetPressBrakeChart(): string {
  const rm = 450;
  const pairs: [number, number][] = [
    [0.8, 6],
    [1, 8],
    [1.5, 12],
    [2, 16],
    [2.5, 20],
    [3, 25],
    [4, 32],
    [5, 40],
    [6, 50],
    [8, 63],
    [10, 80],
    [12, 100],
  ];
  const rows = pairs.map(([t, v]) => {
    const kn = (1.42 * rm * t * t) / v;
    return [fix(t, 1), String(v), fix(v * 0.7, 1), fix(v / 6.4, 1), fix(kn, 0), fix((kn * 0.3048) / 8.896, 1)];
  });
  const chart = table(380, {
    columns: [
      { title: 'T (mm)', width: 150, align: 'middle' },
      { title: 'V (mm)', width: 160, align: 'middle' },
      { title: 'Min. flange (mm)', width: 200, align: 'middle' },
      { title: 'Inside R (mm)', width: 180, align: 'middle' },
      { title: 'Force (kN/m)', width: 180, align: 'middle' },
      { title: 'US tons/ft', width: 190, align: 'middle' },
    ],
    rows,
  });
  const tips = notes(chart.bottom + 150, [
    `Force for mild steel, Rm ${rm} N/mm²: F = 1.42 × Rm × T² / V.`,
    'Stainless steel (Rm ≈ 700): multiply the force by 1.5.',
    'Aluminium 5052 / 5754 (Rm ≈ 250): multiply the force by 0.55.',
    'Bottoming needs 3–5 × the air-bending force; coining far more.',
    'Never exceed the load rating engraved on the punch and the die.',
    'American-style tools: 0.500 in tang; European-style: 13 mm clamp.',
  ]);
  return sheet(
    'NB-PB-V01 · Rev. C',
    'Press Brake V-Die Selection',
    'Air bending to 90°, V-opening ≈ 8 × material thickness',
    `
${sectionHeading(340, 'V-opening, flange, radius and force')}${chart.svg}
${sectionHeading(chart.bottom + 100, 'How to read this chart')}${tips.svg}`,
  );
}

export function sheetDieClearance(): string {
  const ts = [0.8, 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6];
  const rows = ts.map((t) => [fix(t, 1), fix(t / 25.4, 3), fix(t * 0.2), fix(t * 0.15), fix(t * 0.25)]);
  const chart = table(380, {
    columns: [
      { title: 'T (mm)', width: 170, align: 'middle' },
      { title: 'T (in)', width: 190, align: 'middle' },
      { title: 'Mild steel 20 %', width: 230, align: 'middle' },
      { title: 'Aluminium 15 %', width: 230, align: 'middle' },
      { title: 'Stainless 25 %', width: 240, align: 'middle' },
    ],
    rows,
  });
  const m = SHEET_MARGIN,
    ey = chart.bottom + 60;
  const example = `<rect x="${m}" y="${ey}" width="1060" height="110" rx="10" fill="#FFF6E0" stroke="${C.amber}" stroke-width="3"/>
${text(m + 30, ey + 46, 'Example', 22, C.amberDeep, 'font-weight="bold"')}
${text(m + 30, ey + 84, 'Ø 10.00 mm punch in 2.0 mm mild steel: 10.00 + 0.40 = Ø 10.40 mm die.', 21, C.navy)}`;
  const tips = notes(ey + 260, [
    'Total clearance is die size minus punch size, not per side.',
    'Too little clearance: secondary shear, more force, faster wear.',
    'Too much clearance: large burr, rollover and slug pulling.',
    'Holes smaller than the sheet thickness: ask our engineers.',
  ]);
  return sheet(
    'NB-CLR-02 · Rev. B',
    'Die Clearance Chart',
    'Total clearance in mm for common sheet materials',
    `
${sectionHeading(340, 'Recommended total clearance (mm)')}${chart.svg}${example}
${sectionHeading(ey + 210, 'Good practice')}${tips.svg}`,
  );
}

export function sheetRegrindGuide(): string {
  const when = table(380, {
    columns: [
      { title: 'Sheet material', width: 300 },
      { title: 'Check every', width: 220, align: 'middle' },
      { title: 'Regrind at edge R', width: 280, align: 'middle' },
      { title: 'Remove', width: 260, align: 'middle' },
    ],
    rows: [
      ['Mild steel ≤ 3 mm', '25,000 hits', '0.25 mm / 0.010 in', '0.10–0.20 mm'],
      ['Galvanised steel', '20,000 hits', '0.25 mm / 0.010 in', '0.10–0.20 mm'],
      ['Stainless ≤ 3 mm', '10,000 hits', '0.25 mm / 0.010 in', '0.10–0.15 mm'],
      ['Aluminium ≤ 3 mm', '40,000 hits', '0.25 mm / 0.010 in', '0.10–0.20 mm'],
    ],
  });
  const steps = notes(
    when.bottom + 150,
    [
      'Use a soft, open wheel (46–60 grit) with flood coolant.',
      'Take light passes of 0.025–0.05 mm; never let the tip turn blue.',
      'Demagnetise the punch after grinding so slugs do not pull back.',
      'Break the sharp edge with an oil stone: 0.02–0.05 mm.',
      'Measure the length and shim the die by the amount removed.',
      'Retire the tool below the minimum length engraved on it.',
      'Lubricate punch guides weekly; keep strippers free of slugs.',
    ],
    44,
  );
  const m = SHEET_MARGIN,
    sy = steps.bottom + 40;
  const service = `<rect x="${m}" y="${sy}" width="1060" height="150" rx="10" fill="${C.navy}"/>
${text(m + 30, sy + 54, 'Northbend regrind service', 26, C.amber, 'font-weight="bold"')}
${text(m + 30, sy + 96, 'Send any make of turret tool; ground, demagnetised and inspected,', 21, '#FFFFFF')}
${text(m + 30, sy + 128, 'then shipped back within 3 working days.', 21, '#FFFFFF')}`;
  return sheet(
    'NB-MNT-04 · Rev. A',
    'Regrind & Maintenance Guide',
    'Sharp tools cut cleaner, quieter and last longer',
    `
${sectionHeading(340, 'When to regrind')}${when.svg}
${sectionHeading(when.bottom + 100, 'How to regrind')}${steps.svg}${service}`,
  );
}
