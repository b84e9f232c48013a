import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contactEnquiries, enquiryReplies, machineMakes, machineModels } from '../../db/schema/index.js';

const DAY = 86_400_000;

const ENQUIRIES = [
  {
    name: 'Ray Kowalski',
    email: 'ray@kowalskimetal.example',
    phone: '+1 414 555 0123',
    businessName: 'Kowalski Metal Works',
    location: 'Milwaukee, WI',
    message: 'Do you grind custom punches for a 3/4" obround with a 0.06" radius? We need 12 pieces for a Trumpf TruPunch.',
    make: 'Trumpf',
    status: 'new' as const,
    daysAgo: 1,
  },
  {
    name: 'Alicia Moreno',
    email: 'alicia@desertair.example',
    phone: '',
    businessName: 'Desert Air Ducting',
    location: 'Phoenix, AZ',
    message: 'Looking for a quote on a full set of Amada-style press brake dies, 88°, for 16 ga galvanised.',
    make: 'Amada',
    status: 'new' as const,
    daysAgo: 2,
  },
  {
    name: 'Ken Okafor',
    email: 'ken@riverbendfab.example',
    phone: '+1 502 555 0190',
    businessName: 'Riverbend Fabrication',
    location: 'Louisville, KY',
    message: 'Can you regrind our worn thick turret punches, or do you only sell new tooling?',
    make: null,
    status: 'new' as const,
    daysAgo: 4,
  },
  {
    name: 'Sophie Tremblay',
    email: 'sophie@laurentianpanels.example',
    phone: '+1 802 555 0155',
    businessName: 'Laurentian Panels',
    location: 'Burlington, VT',
    message: 'What is the lead time for stripper plates for a Murata Wiedemann machine?',
    make: 'Murata Wiedemann',
    status: 'answered' as const,
    daysAgo: 9,
    reply:
      'Hello Sophie, stripper plates for Murata Wiedemann stations ship within 5 business days. Reply with your station sizes and we will send a quote.',
  },
  {
    name: 'Dev Patel',
    email: 'dev@gulfcoastenclosures.example',
    phone: '+1 251 555 0170',
    businessName: 'Gulf Coast Enclosures',
    location: 'Mobile, AL',
    message: 'Do you offer Net 30 terms for new business accounts?',
    make: null,
    status: 'answered' as const,
    daysAgo: 15,
    reply: 'Hello Dev, yes: choose Net 30 at checkout once your account is verified. Invoices are due 30 days after they are issued.',
  },
  {
    name: 'Hannah Becker',
    email: 'hannah@alpinesigns.example',
    phone: '',
    businessName: 'Alpine Signs',
    location: 'Denver, CO',
    message: 'Please send your catalog as a PDF.',
    make: null,
    status: 'closed' as const,
    daysAgo: 30,
  },
];

/** A few 'Get In Touch' enquiries in each status; the answered ones carry the reply sales sent. */
export async function seedDemoEnquiries(db: Database, now: Date, salesId: string | null): Promise<void> {
  const makeNames = ENQUIRIES.map((e) => e.make).filter((m): m is string => !!m);
  const makes = makeNames.length ? await db.select().from(machineMakes).where(inArray(machineMakes.name, makeNames)) : [];
  const models = makes.length
    ? await db
        .select()
        .from(machineModels)
        .where(
          inArray(
            machineModels.makeId,
            makes.map((m) => m.id),
          ),
        )
        .orderBy(asc(machineModels.sortOrder), asc(machineModels.name))
    : [];
  for (const e of ENQUIRIES) {
    const make = makes.find((m) => m.name === e.make);
    const model = make && models.find((m) => m.makeId === make.id);
    const createdAt = new Date(now.getTime() - e.daysAgo * DAY - 3 * 3_600_000);
    const [row] = await db
      .insert(contactEnquiries)
      .values({
        name: e.name,
        email: e.email,
        phone: e.phone,
        businessName: e.businessName,
        location: e.location,
        machineMakeIds: make ? [make.id] : [],
        machineModelIds: model ? [model.id] : [],
        message: e.message,
        status: e.status,
        createdAt,
      })
      .returning({ id: contactEnquiries.id });
    if ('reply' in e && e.reply) {
      await db
        .insert(enquiryReplies)
        .values({ enquiryId: row.id, staffId: salesId, body: e.reply, createdAt: new Date(createdAt.getTime() + 5 * 3_600_000) });
    }
  }
}
