import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminEnquiryActionAnswer,
  AdminEnquiryAnswer,
  AdminEnquiryPage,
  AdminEnquiryQuery,
  EnquiryReplyBody,
  EnquiryStatusBody,
  IdParams,
} from '@northbend/shared';
import { staffOf } from '../../plugins/staff-viewer.js';
import { ADMIN_ENQUIRY_MESSAGES, adminEnquiryService } from './admin-enquiry-service.js';

const tags = ['admin'];

/** /api/v1/admin/enquiries…: sales' inbox of contact enquiries (owner, sales). */
export const adminEnquiryRoutes: FastifyPluginAsyncZod<Parameters<typeof adminEnquiryService>[0]> = async (app, deps) => {
  const enquiries = adminEnquiryService(deps);
  const config = { staff: 'enquiries.manage' } as const;
  const params = IdParams;

  app.get(
    '',
    {
      config,
      schema: {
        tags,
        summary: 'Contact enquiries by status, searched (owner, sales)',
        querystring: AdminEnquiryQuery,
        response: { 200: AdminEnquiryPage },
      },
    },
    async (req) => enquiries.list(req.query),
  );

  app.get(
    '/:id',
    {
      config,
      schema: { tags, summary: 'An enquiry with its replies (owner, sales)', params, response: { 200: AdminEnquiryAnswer } },
    },
    async (req) => ({ result: await enquiries.detail(req.params.id) }),
  );

  app.post(
    '/:id/reply',
    {
      config,
      schema: {
        tags,
        summary: 'Email a reply to the enquirer (reply-to: sales); the enquiry becomes answered (owner, sales)',
        params,
        body: EnquiryReplyBody,
        response: { 200: AdminEnquiryActionAnswer },
      },
    },
    async (req) => ({
      message: ADMIN_ENQUIRY_MESSAGES.replied,
      result: await enquiries.reply(staffOf(req), req.params.id, req.body.body),
    }),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Set the status: new, answered or closed (owner, sales)',
        params,
        body: EnquiryStatusBody,
        response: { 200: AdminEnquiryActionAnswer },
      },
    },
    async (req) => ({
      message: ADMIN_ENQUIRY_MESSAGES.statusChanged,
      result: await enquiries.setStatus(staffOf(req), req.params.id, req.body.status),
    }),
  );
};
