import type { FastifyBaseLogger } from 'fastify';
import type { ContactEnquiry } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { contactEnquiryMail } from '../../integrations/mail/templates/contact-enquiry.js';
import { badRequest } from '../../lib/http-errors.js';
import { unknownIds } from '../catalog/index.js';
import { queueContactMail } from './contact-mail-jobs.js';
import { insertEnquiry, machineNamesOf } from './queries.js';

interface ContactDeps {
  db: Database;
  salesEmail: string;
  brandName: string;
}

export function contactService({ db, salesEmail, brandName }: ContactDeps) {
  return {
    /**
     * Stores a 'Get In Touch' enquiry and, in the same transaction, queues its email to sales
     * (reply-to the customer). The customer's "thank you" means the enquiry is kept and its email
     * will go out: a mail server that is down delays it, never loses it (decision 013).
     */
    async submitEnquiry(enquiry: ContactEnquiry, log: FastifyBaseLogger): Promise<void> {
      // The hidden field was filled: a bot. It gets the same thanks, sales get nothing (issue 15).
      if (enquiry.website) return log.info('contact enquiry with the hidden field filled in: ignored');
      if ((await unknownIds(db, 'makes', enquiry.machine_make_ids)).length) throw badRequest('Unknown machine make selected');
      if ((await unknownIds(db, 'models', enquiry.machine_model_ids)).length) throw badRequest('Unknown machine model selected');
      const names = await machineNamesOf(db, enquiry.machine_make_ids, enquiry.machine_model_ids);
      const mail = contactEnquiryMail({ enquiry, makeNames: names.makes, modelNames: names.models, brandName });
      await db.transaction(async (tx) => {
        const enquiryId = await insertEnquiry(tx, enquiry);
        await queueContactMail(tx, 'enquiry', enquiryId, { to: salesEmail, ...mail });
      });
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
