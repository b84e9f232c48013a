import type { ContactEnquiry } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { contactEnquiries } from '../../db/schema/index.js';

export async function insertEnquiry(db: Database, e: ContactEnquiry): Promise<string> {
  const [row] = await db
    .insert(contactEnquiries)
    .values({
      name: e.name,
      email: e.email,
      phone: e.phone,
      businessName: e.business_name,
      location: e.where_are_you_located,
      machineMakeIds: e.machine_make_ids,
      machineModelIds: e.machine_model_ids,
      message: e.message,
    })
    .returning({ id: contactEnquiries.id });
  return row.id;
}
