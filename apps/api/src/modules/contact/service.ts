import type { FastifyBaseLogger } from 'fastify';
import type { ContactEnquiry } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { contactEnquiryMail } from '../../integrations/mail/templates/contact-enquiry.js';
import { badRequest } from '../../lib/http-errors.js';
import { unknownIds } from '../catalog/index.js';
import { insertEnquiry, machineNamesOf } from './queries.js';

interface ContactDeps {
  db: Database;
  mailer: Mailer;
  salesEmail: string;
  brandName: string;
}

export function contactService({ db, mailer, salesEmail, brandName }: ContactDeps) {
  async function emailSales(enquiry: ContactEnquiry): Promise<void> {
    const names = await machineNamesOf(db, enquiry.machine_make_ids, enquiry.machine_model_ids);
    const mail = contactEnquiryMail({ enquiry, makeNames: names.makes, modelNames: names.models, brandName });
    await mailer.send({ to: salesEmail, ...mail });
  }

  return {
    /** Stores a 'Get In Touch' enquiry, then emails it to sales with reply-to the customer. */
    async submitEnquiry(enquiry: ContactEnquiry, log: FastifyBaseLogger): Promise<void> {
      // The hidden field was filled: a bot. It gets the same thanks, sales get nothing (issue 15).
      if (enquiry.website) return log.info('contact enquiry with the hidden field filled in: ignored');
      if ((await unknownIds(db, 'makes', enquiry.machine_make_ids)).length) throw badRequest('Unknown machine make selected');
      if ((await unknownIds(db, 'models', enquiry.machine_model_ids)).length) throw badRequest('Unknown machine model selected');
      const enquiryId = await insertEnquiry(db, enquiry);
      try {
        await emailSales(enquiry);
      } catch (err) {
        // The enquiry is already stored and sales can read it from the database (contact_enquiries),
        // so a mail failure is logged for the operator and the customer still hears "thank you":
        // asking them to send it again would only store a duplicate.
        log.error({ err, enquiryId }, 'contact enquiry stored but the email to sales failed');
      }
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
