import type { FastifyBaseLogger } from 'fastify';
import { ProfileUpdate } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { findKeywordDropdown, findMachineModelsOfMakes, unknownIds } from '../catalog/index.js';
import { customerView, type CustomerProfileRow, type CustomerView } from './customer-view.js';
import type { ProfileForm } from './profile-form.js';
import { prepareProfilePhoto, removeProfilePhoto, saveProfilePhoto, type PhotoDirs, type ProfilePhoto } from './profile-photo.js';
import { findCustomerById, updateCustomerProfile } from './queries.js';
import { userCounts } from './user-counts.js';

export const CUSTOMER_NOT_FOUND = 'Customer not found';
/** Issue 26: the machine park is the company's; its admins keep it. */
export const PARK_ADMINS_ONLY = "Your company's machines are kept by its admins. Ask an admin of your company to change them.";

export function customerService({ db, imagesDir, imageCacheDir }: { db: Database } & PhotoDirs) {
  const photoDirs: PhotoDirs = { imagesDir, imageCacheDir };
  /** Machines and sheet choices must be the shop's own, and every model one of a chosen make. */
  async function checkChoices(p: ProfileUpdate): Promise<void> {
    if ((await unknownIds(db, 'makes', p.user_machine_make_ids)).length) throw badRequest('Unknown machine make selected');
    if ((await unknownIds(db, 'models', p.user_machine_model_ids)).length) throw badRequest('Unknown machine model selected');
    if (p.user_machine_model_ids.length) {
      const ofChosenMakes = new Set((await findMachineModelsOfMakes(db, p.user_machine_make_ids)).map((m) => m.id));
      if (p.user_machine_model_ids.some((id) => !ofChosenMakes.has(id)))
        throw badRequest('Each machine model must belong to a selected machine make');
    }
    await checkDropdown('DROPDOWN_SHEET_MATERIAL', p.user_sheet_material, 'Unknown sheet material selected');
    await checkDropdown('DROPDOWN_SHEET_THICKNESS', p.user_sheet_thickness, 'Unknown sheet thickness selected');
  }

  async function checkDropdown(id: string, values: string[], message: string): Promise<void> {
    if (!values.length) return;
    const options = new Set((await findKeywordDropdown(db, id))?.options.map((o) => o.value) ?? []);
    if (values.some((v) => !options.has(v))) throw badRequest(message);
  }

  async function withCounts(row: CustomerProfileRow): Promise<CustomerView> {
    return customerView(row, await userCounts(db, row.id));
  }

  return {
    /** The customer with the counts of the profile dashboard; a deleted account is a 404. */
    async profile(customerId: string): Promise<CustomerView> {
      const row = await findCustomerById(db, customerId);
      if (!row) throw notFound(CUSTOMER_NOT_FOUND);
      return withCounts(row);
    },

    /**
     * Replaces the profile fields and, when asked, the photo. Everything is checked before
     * anything is written; a new photo file is deleted again if the row cannot be saved.
     */
    async updateProfile(customerId: string, form: ProfileForm, log: FastifyBaseLogger): Promise<CustomerView> {
      const parsed = ProfileUpdate.safeParse(form.fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid profile');
      const p = parsed.data;
      if (form.photo && form.resetPhoto) throw badRequest('Choose a new photo or reset it, not both.');
      await checkChoices(p);
      const photo: ProfilePhoto | null = form.photo ? await prepareProfilePhoto(form.photo) : null;

      const newImage = photo ? await saveProfilePhoto(imagesDir, photo) : undefined;
      let saved: Awaited<ReturnType<typeof updateCustomerProfile>>;
      try {
        saved = await updateCustomerProfile(
          db,
          customerId,
          {
            name: p.user_name,
            mobileNumber: p.user_mobile_number,
            businessName: p.user_business_name,
            address: p.user_address,
            profileImage: newImage ?? (form.resetPhoto ? '' : undefined),
          },
          {
            machineMakeIds: p.user_machine_make_ids,
            machineModelIds: p.user_machine_model_ids,
            sheetMaterials: p.user_sheet_material,
            sheetThicknesses: p.user_sheet_thickness,
          },
        );
      } catch (err) {
        if (newImage) await removeProfilePhoto(photoDirs, newImage);
        throw err;
      }
      if (!saved || saved === 'park') {
        if (newImage) await removeProfilePhoto(photoDirs, newImage);
        throw saved ? forbidden(PARK_ADMINS_ONLY) : notFound(CUSTOMER_NOT_FOUND);
      }
      if ((newImage || form.resetPhoto) && saved.previousImage) {
        // The profile is saved; a file that cannot be deleted is only litter, not a failure.
        await removeProfilePhoto(photoDirs, saved.previousImage).catch((err: unknown) =>
          log.warn({ err, customerId }, 'could not delete the previous profile photo'),
        );
      }
      return withCounts(saved.row);
    },
  };
}

export type CustomerService = ReturnType<typeof customerService>;
