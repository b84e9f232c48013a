/**
 * Machine makes and their common models. `kind` tells which tooling a model takes, so a
 * press brake die is never listed as fitting a turret punch press.
 */
export type MachineKind = 'turret' | 'brake';

export interface MakeSeed {
  name: string;
  models: { name: string; kind: MachineKind }[];
}

const turret = (...names: string[]) => names.map((name) => ({ name, kind: 'turret' as const }));
const brake = (...names: string[]) => names.map((name) => ({ name, kind: 'brake' as const }));

export const MAKES: MakeSeed[] = [
  {
    name: 'Amada',
    models: [
      ...turret(
        'EMK 3610 NT',
        'EMK 3510 NT',
        'AE 2510 NT',
        'AE 2610 NT',
        'EM 2510 NT',
        'EM 3510 NT',
        'AC 2510 NT',
        'Vipros 358 King',
        'Vipros 357 Queen',
        'Pega 357',
        'Pega 344',
        'ACIES 2515 T',
      ),
      ...brake('HFE 100-3', 'HG 1303 ATC', 'RG 80'),
    ],
  },
  {
    name: 'Trumpf',
    models: [
      ...turret(
        'TruPunch 1000',
        'TruPunch 3000',
        'TruPunch 5000',
        'TruMatic 1000 fiber',
        'TruMatic 3000 fiber',
        'TruMatic 6000',
        'TruMatic 7000',
        'TC 2000R',
        'TC 500R',
        'TC 600L',
        'TC 5000R',
      ),
      ...brake('TruBend 3100', 'TruBend 5130', 'TruBend 7036'),
    ],
  },
  {
    name: 'Murata Wiedemann',
    models: turret(
      'Motorum 2544',
      'Motorum 2048LT',
      'Motorum 3048TS',
      'Motorum 2558',
      'Wiedematic C-2500',
      'Wiedematic C-2000',
      'Centurion 2500',
      'M2044',
    ),
  },
  {
    name: 'Finn-Power',
    models: turret('C5', 'C6', 'E5', 'F5', 'LP6', 'LPe6', 'A5', 'Shear Brilliance SBe6'),
  },
  {
    name: 'Strippit/LVD',
    models: [
      ...turret(
        'Strippit PX 1225',
        'Strippit PX 1530',
        'Strippit V 1250',
        'Strippit VX 1250',
        'Strippit FC 1250',
        'Strippit Super 30/30',
        'LVD Electra FL 1530',
      ),
      ...brake('LVD PPEB 135/30', 'LVD Easy-Form 80/25', 'LVD ToolCell 135'),
    ],
  },
  {
    name: 'Euromac',
    models: turret('MTX 6 Flex', 'MTX 30/1250', 'BX 6 1250/30', 'FX Evolution 30/1250', 'XT 1000', 'ZX 1250/30'),
  },
  {
    name: 'Salvagnini',
    models: [...turret('S4 Xe', 'S4 30.12', 'S1 Xe'), ...brake('B3 1.5m', 'B3 3.2m', 'P4 Xe 2116')],
  },
  {
    name: 'Prima Power',
    models: [
      ...turret('Punch Genius', 'E5x', 'E6x', 'Shear Genius SG6', 'Combi Genius', 'PSBB'),
      ...brake('eP-1030', 'eP-1336', 'eP-2040'),
    ],
  },
  {
    name: 'Bystronic',
    models: brake('Xpert 80', 'Xpert 150', 'Xact 100', 'Xpert 320', 'Xact Smart 160'),
  },
  {
    name: 'Accurpress',
    models: brake('Accell 17510', 'Advantage 7606', 'Vantage 12512', 'ETS 3000'),
  },
];

/** Make groups by tooling system; a family fits 1-3 makes drawn from one group. */
export const TOOLING_SYSTEMS = {
  thickTurret: ['Amada', 'Murata Wiedemann', 'Strippit/LVD', 'Euromac', 'Finn-Power', 'Prima Power'],
  trumpfStyle: ['Trumpf', 'Prima Power', 'Euromac'],
  pressBrake: ['Amada', 'Trumpf', 'Bystronic', 'Strippit/LVD', 'Accurpress', 'Prima Power', 'Salvagnini'],
  anyTurret: ['Amada', 'Trumpf', 'Murata Wiedemann', 'Finn-Power', 'Strippit/LVD', 'Euromac', 'Salvagnini', 'Prima Power'],
} as const satisfies Record<string, readonly string[]>;

export type ToolingSystem = keyof typeof TOOLING_SYSTEMS;

/** Key of a model inside the plain catalog: models are only unique per make. */
export const modelKey = (make: string, model: string): string => `${make}::${model}`;
