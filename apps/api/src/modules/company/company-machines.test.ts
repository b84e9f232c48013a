import { describe, expect, it } from 'vitest';
import { machineMakes, machineModels } from '../../db/schema/index.js';
import { profileChoiceFields } from '../../test/customers.js';
import { useTestShop } from '../../test/test-app.js';
import { multipart } from '../customers/test-utils.js';
import { companyWithBuyer } from './test-utils.js';

const shop = useTestShop({ seed: false });

const TEXTS: [string, string][] = [
  ['user_name', 'Sam Foreman'],
  ['user_mobile_number', '+1 616 555 0142'],
  ['user_business_name', 'Precision Fab LLC'],
  ['user_address', '77 Lakeshore Dr, Holland, MI 49424'],
];

const updateProfile = (id: string, token: string, parts: [string, string][]) => {
  const body = multipart(parts);
  return shop.app.inject({
    method: 'PUT',
    url: `/api/v1/customer/update/${id}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: token },
  });
};

describe('the machine park is the company’s (issue 26)', () => {
  it('an admin’s machines show in every member’s profile; a buyer may save their profile but not change them', async () => {
    const { admin, buyer } = await companyWithBuyer(shop);
    const choices = await profileChoiceFields(shop.handle.db);
    const saved = await updateProfile(admin.id, admin.token, [...TEXTS, ...choices]);
    expect(saved.statusCode, saved.body).toBe(200);
    const makeId = choices.find(([k]) => k === 'user_machine_make_ids')![1];

    const buyerProfile = (await buyer.send('GET', `/customer/${buyer.id}`)).json().result;
    expect(buyerProfile.user_machine_make_ids).toEqual([makeId]);
    expect(buyerProfile.user_company).toMatchObject({ company_role: 'buyer', order_limit: 500 });

    // The buyer's form sends the company's machines back unchanged: saved.
    const same = await updateProfile(buyer.id, buyer.token, [...TEXTS, ...choices]);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().result.user_address).toBe('77 Lakeshore Dr, Holland, MI 49424');
    // Other machines (a change): refused, and nothing of the profile is written.
    const [make] = await shop.handle.db
      .insert(machineMakes)
      .values({ name: `Other ${buyer.id.slice(0, 6)}` })
      .returning();
    const [model] = await shop.handle.db.insert(machineModels).values({ makeId: make!.id, name: 'X-1' }).returning();
    const changed = await updateProfile(buyer.id, buyer.token, [
      ['user_name', 'Changed Name'],
      ...TEXTS.slice(1),
      ['user_machine_make_ids', make!.id],
      ['user_machine_model_ids', model!.id],
      ...choices.filter(([k]) => k.startsWith('user_sheet')),
    ]);
    expect(changed.statusCode, changed.body).toBe(403);
    expect(changed.json().message).toBe("Your company's machines are kept by its admins. Ask an admin of your company to change them.");
    const after = (await buyer.send('GET', `/customer/${buyer.id}`)).json().result;
    expect(after.user_name).toBe('Sam Foreman');
    expect(after.user_machine_make_ids).toEqual([makeId]);
  });
});
