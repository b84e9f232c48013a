import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, companyAddresses, customers, keywordDropdowns, machineMakes, machineModels } from '../../db/schema/index.js';

/** The demo customers' password (development with demo data only; never in production). */
export const DEMO_CUSTOMER_PASSWORD = 'Demo#2024';

export interface DemoCustomerSeed {
  email: string;
  name: string;
  company: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** Machine makes by name, and models as 'Make/Model' names, looked up in the seeded catalog. */
  makes: string[];
  /** Indexes into each make's models (sorted), so the seed survives a renamed model. */
  modelPicks: number[];
  materials: number[];
  thicknesses: number[];
}

/** A buyer of the first demo company (issue 26): orders over the limit go to its admin for approval. */
export const DEMO_BUYER = {
  email: 'sam@precisionfab.example',
  name: 'Sam Ortega',
  mobileNumber: '+1 616 555 0142',
  businessName: 'Precision Fab LLC',
  orderLimitCents: 50_000,
};

/** Verified customers of a few fabrication shops; the first is the one to sign in as. */
export const DEMO_CUSTOMERS: DemoCustomerSeed[] = [
  {
    email: 'dana@precisionfab.example',
    name: 'Dana Whitfield',
    company: 'Precision Fab LLC',
    phone: '+1 616 555 0199',
    street: '1200 Industrial Ave',
    city: 'Holland',
    state: 'Michigan',
    zip: '49423',
    makes: ['Trumpf', 'Amada'],
    modelPicks: [0, 1],
    materials: [0, 1],
    thicknesses: [5, 6, 8],
  },
  {
    email: 'marcus@lakeshoresheetmetal.example',
    name: 'Marcus Oyelaran',
    company: 'Lakeshore Sheet Metal',
    phone: '+1 616 555 0142',
    street: '455 Fulton St W',
    city: 'Grand Rapids',
    state: 'Michigan',
    zip: '49504',
    makes: ['Amada'],
    modelPicks: [2],
    materials: [5, 6],
    thicknesses: [2, 3, 4],
  },
  {
    email: 'priya@cascadeenclosures.example',
    name: 'Priya Raman',
    company: 'Cascade Enclosures Inc.',
    phone: '+1 503 555 0178',
    street: '9800 NE Cascades Pkwy',
    city: 'Portland',
    state: 'Oregon',
    zip: '97220',
    makes: ['Trumpf'],
    modelPicks: [1, 3],
    materials: [3, 4],
    thicknesses: [3, 5],
  },
  {
    email: 'tomas@lonestarfab.example',
    name: 'Tomás Herrera',
    company: 'Lone Star Fabricators',
    phone: '+1 713 555 0117',
    street: '7300 Harrisburg Blvd',
    city: 'Houston',
    state: 'Texas',
    zip: '77011',
    makes: ['Amada', 'Trumpf'],
    modelPicks: [0],
    materials: [0, 9],
    thicknesses: [8, 9, 10],
  },
  {
    email: 'greta@northwindhvac.example',
    name: 'Greta Lindqvist',
    company: 'Northwind HVAC Supply',
    phone: '+1 612 555 0163',
    street: '2100 Broadway St NE',
    city: 'Minneapolis',
    state: 'Minnesota',
    zip: '55413',
    makes: ['Trumpf'],
    modelPicks: [0],
    materials: [5],
    thicknesses: [1, 2],
  },
];

export interface SeededCustomer {
  id: string;
  email: string;
  name: string;
  address: Record<string, string>;
}

const locationOf = (c: DemoCustomerSeed) => ({
  customer_name: c.name,
  customer_phone_number: c.phone,
  customer_company: c.company,
  customer_address: c.street,
  customer_secondary_address: '',
  customer_city: c.city,
  customer_state: c.state,
  customer_zip_code: c.zip,
  customer_country: 'United States',
});
const addressOf = (c: DemoCustomerSeed): Record<string, string> => ({ ...locationOf(c), customer_email: c.email });

/** The demo customers with machines and sheets from the seeded catalog (makes that do not exist are skipped). */
export async function seedDemoCustomers(db: Database, passwordHash: string, createdAt: (i: number) => Date): Promise<SeededCustomer[]> {
  const makes = await db.select().from(machineMakes).orderBy(asc(machineMakes.sortOrder), asc(machineMakes.name));
  const models = await db.select().from(machineModels).orderBy(asc(machineModels.sortOrder), asc(machineModels.name));
  const dropdown = async (id: string) =>
    (await db.select().from(keywordDropdowns).where(eq(keywordDropdowns.id, id)))[0]?.options.map((o) => o.value) ?? [];
  const materials = await dropdown('DROPDOWN_SHEET_MATERIAL');
  const thicknesses = await dropdown('DROPDOWN_SHEET_THICKNESS');
  const pick = (values: string[], indexes: number[]) => indexes.map((i) => values[i]).filter((v): v is string => !!v);

  // A shop seeded before keeps its customers: only the missing ones are added.
  const known = new Set((await db.select({ email: customers.email }).from(customers)).map((r) => r.email));
  const missing = DEMO_CUSTOMERS.map((c, i) => ({ c, i })).filter(({ c }) => !known.has(c.email));
  if (!missing.length) return [];
  // Each demo customer is the admin of a company of their own, holding their machine park (issue 26).
  const companyRows = missing.map(({ c, i }) => {
    const chosenMakes = c.makes.map((name) => makes.find((m) => m.name === name)).filter((m) => !!m);
    const ofMakes = models.filter((m) => chosenMakes.some((make) => make.id === m.makeId));
    return {
      id: randomUUID(),
      name: c.company,
      machineMakeIds: chosenMakes.map((m) => m.id),
      machineModelIds: pick(
        ofMakes.map((m) => m.id),
        c.modelPicks,
      ),
      sheetMaterials: pick(materials, c.materials),
      sheetThicknesses: pick(thicknesses, c.thicknesses),
      createdAt: createdAt(i),
      updatedAt: createdAt(i),
    };
  });
  await db.insert(companies).values(companyRows);
  const rows = missing.map(({ c, i }, n) => ({
    email: c.email,
    name: c.name,
    mobileNumber: c.phone,
    businessName: c.company,
    passwordHash,
    companyId: companyRows[n]!.id,
    companyRole: 'admin' as const,
    address: `${c.street}, ${c.city}, ${c.state} ${c.zip}`,
    shippingAddress: addressOf(c),
    verifiedAt: createdAt(i),
    createdAt: createdAt(i),
    updatedAt: createdAt(i),
  }));
  await db
    .insert(companyAddresses)
    .values(
      missing.map(({ c }, n) => ({ companyId: companyRows[n]!.id, label: `${c.city} shop`, address: locationOf(c), isDefault: true })),
    );
  const inserted = await db.insert(customers).values(rows).returning({ id: customers.id, email: customers.email, name: customers.name });
  // Issue 26: the first company has a foreman too, a buyer whose orders over $500 wait for Dana's approval.
  const first = missing.findIndex(({ i }) => i === 0);
  if (first >= 0)
    await db
      .insert(customers)
      .values({
        ...DEMO_BUYER,
        passwordHash,
        companyId: companyRows[first]!.id,
        companyRole: 'buyer',
        verifiedAt: createdAt(1),
        createdAt: createdAt(1),
        updatedAt: createdAt(1),
      })
      .onConflictDoNothing();
  return inserted.map((r) => ({ ...r, address: addressOf(DEMO_CUSTOMERS.find((c) => c.email === r.email)!) }));
}
