/**
 * Where the shop ships (spec section 9): the United States, Canada and Mexico, each with its full
 * list of states, provinces or territories. `code` is the postal abbreviation (ISO 3166-2 for
 * Mexico) a carrier's API wants; `name` is what the address form shows and the order keeps.
 */
export const COUNTRIES = ['United States', 'Canada', 'Mexico'] as const;
export type Country = (typeof COUNTRIES)[number];

export interface Region {
  code: string;
  name: string;
}

const regions = (pairs: string): Region[] =>
  pairs.split(';').map((pair) => {
    const [code, name] = pair.split('=');
    return { code, name };
  });

/** 50 states and the District of Columbia. */
const US_STATES = regions(
  'AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;DC=District of Columbia;' +
    'FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;KS=Kansas;KY=Kentucky;LA=Louisiana;ME=Maine;' +
    'MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;MS=Mississippi;MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;' +
    'NH=New Hampshire;NJ=New Jersey;NM=New Mexico;NY=New York;NC=North Carolina;ND=North Dakota;OH=Ohio;OK=Oklahoma;' +
    'OR=Oregon;PA=Pennsylvania;RI=Rhode Island;SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;VT=Vermont;' +
    'VA=Virginia;WA=Washington;WV=West Virginia;WI=Wisconsin;WY=Wyoming',
);

/** 10 provinces and 3 territories. */
const CANADIAN_PROVINCES = regions(
  'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;NT=Northwest Territories;' +
    'NS=Nova Scotia;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;SK=Saskatchewan;YT=Yukon',
);

/** 31 states and Mexico City. */
const MEXICAN_STATES = regions(
  'AGU=Aguascalientes;BCN=Baja California;BCS=Baja California Sur;CAM=Campeche;CHP=Chiapas;CHH=Chihuahua;' +
    'CMX=Ciudad de México;COA=Coahuila;COL=Colima;DUR=Durango;MEX=Estado de México;GUA=Guanajuato;GRO=Guerrero;' +
    'HID=Hidalgo;JAL=Jalisco;MIC=Michoacán;MOR=Morelos;NAY=Nayarit;NLE=Nuevo León;OAX=Oaxaca;PUE=Puebla;QUE=Querétaro;' +
    'ROO=Quintana Roo;SLP=San Luis Potosí;SIN=Sinaloa;SON=Sonora;TAB=Tabasco;TAM=Tamaulipas;TLA=Tlaxcala;VER=Veracruz;' +
    'YUC=Yucatán;ZAC=Zacatecas',
);

export const REGIONS: Readonly<Record<Country, readonly Region[]>> = {
  'United States': US_STATES,
  Canada: CANADIAN_PROVINCES,
  Mexico: MEXICAN_STATES,
};

/** The address form's state select: every region of the three countries, with its country. */
export const ALL_REGIONS: readonly (Region & { country: Country })[] = COUNTRIES.flatMap((country) =>
  REGIONS[country].map((r) => ({ ...r, country })),
);

export const isCountry = (value: string): value is Country => (COUNTRIES as readonly string[]).includes(value);

// People type 'Queretaro' or 'qc' as often as 'Querétaro' or 'Quebec': compare without case and accents.
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** The region of a country named by its name or code (any case, accents optional), or undefined. */
export function findRegion(country: Country, nameOrCode: string): Region | undefined {
  const wanted = fold(nameOrCode);
  return REGIONS[country].find((r) => fold(r.name) === wanted || r.code.toLowerCase() === wanted);
}

/**
 * Postal codes per country: US ZIP 12345 or ZIP+4 12345-6789; Canada A1A 1A1 (letters Canada Post
 * never uses — D F I O Q U, and W Z in first place — are refused); Mexico 5 digits.
 */
export const POSTAL_CODE_PATTERNS: Readonly<Record<Country, RegExp>> = {
  'United States': /^\d{5}(?:-\d{4})?$/,
  Canada: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  Mexico: /^\d{5}$/,
};

export const isPostalCode = (country: Country, code: string): boolean => POSTAL_CODE_PATTERNS[country].test(code.trim());

/** The form a carrier prints: Canadian codes upper-case with one space ('K1A 0B1'). */
export function normalizePostalCode(country: Country, code: string): string {
  const text = code.trim();
  if (country !== 'Canada') return text;
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}
