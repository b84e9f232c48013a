/** The names UPS gives its services (UPS Rating API, Service.Code), as the checkout shows them. */
export const UPS_SERVICE_NAMES: Readonly<Record<string, string>> = {
  '01': 'UPS Next Day Air',
  '02': 'UPS 2nd Day Air',
  '03': 'UPS Ground',
  '07': 'UPS Worldwide Express',
  '08': 'UPS Worldwide Expedited',
  '11': 'UPS Standard',
  '12': 'UPS 3 Day Select',
  '13': 'UPS Next Day Air Saver',
  '14': 'UPS Next Day Air Early',
  '54': 'UPS Worldwide Express Plus',
  '59': 'UPS 2nd Day Air A.M.',
  '65': 'UPS Worldwide Saver',
};

/** The rate table's one service: the charge by order sub total (SHIPPING_RATES). */
export const TABLE_SERVICE = { code: 'TABLE', name: 'Standard shipping' } as const;

export const upsServiceName = (code: string) => UPS_SERVICE_NAMES[code] ?? `UPS service ${code}`;
