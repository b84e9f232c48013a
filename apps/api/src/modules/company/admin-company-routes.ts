import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_COMPANY_MESSAGES as M,
  AdminCompanyAnswer,
  AdminCompanyPage,
  AdminCompanyQuery,
  AdminMemberParams,
  CompanyNameBody,
  IdParams,
  InviteMemberBody,
} from '@northbend/shared';
import type { CreditTermsDefaults } from '../../config.js';
import type { Database } from '../../db/client.js';
import { acceptEmptyJson } from '../../plugins/empty-json.js';
import { staffOf } from '../../plugins/staff-viewer.js';
import { adminCompanyService } from './admin-company-service.js';
import type { MemberSessions } from './company-service.js';

const tags = ['admin'];

/** /api/v1/admin/companies…: the back office's companies (owner, sales: the customers' permission). */
export const adminCompanyRoutes: FastifyPluginAsyncZod<{
  db: Database;
  sessions: MemberSessions;
  brandName: string;
  creditTerms: CreditTermsDefaults;
}> = async (app, deps) => {
  // The member switches take no body; an admin UI may still send an empty JSON one.
  acceptEmptyJson(app);
  const companies = adminCompanyService(deps);
  const config = { staff: 'customers.manage' } as const;
  const response = { 200: AdminCompanyAnswer };

  app.get(
    '',
    {
      config,
      schema: {
        tags,
        summary: "Companies, searched by name or a member's name or email (owner, sales)",
        querystring: AdminCompanyQuery,
        response: { 200: AdminCompanyPage },
      },
    },
    async (req) => companies.list(req.query),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A company: members, locations, recent orders and quotes, audit entries (owner, sales)',
        params: IdParams,
        response,
      },
    },
    async (req) => ({ result: await companies.detail(req.params.id) }),
  );

  app.put(
    '/:id',
    { config, schema: { tags, summary: 'Rename a company (owner, sales)', params: IdParams, body: CompanyNameBody, response } },
    async (req) => ({
      result: await companies.rename(staffOf(req), req.params.id, req.body.company_name),
      message: M.renamed,
    }),
  );

  app.post(
    '/:id/members',
    {
      config,
      schema: {
        tags,
        summary: 'Invite a member by email, as a company admin would (owner, sales)',
        params: IdParams,
        body: InviteMemberBody,
        response: { 201: AdminCompanyAnswer },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ result: await companies.addMember(staffOf(req), req.params.id, req.body), message: M.invited(req.body.user_email) }),
  );

  app.post(
    '/:id/members/:member_id/disable',
    {
      config,
      schema: { tags, summary: "Refuse a member's logins and end their sessions (owner, sales)", params: AdminMemberParams, response },
    },
    async (req) => ({
      result: await companies.disableMember(staffOf(req), req.params.id, req.params.member_id),
      message: M.disabled,
    }),
  );

  app.post(
    '/:id/members/:member_id/enable',
    { config, schema: { tags, summary: 'Let a disabled member log in again (owner, sales)', params: AdminMemberParams, response } },
    async (req) => ({
      result: await companies.enableMember(staffOf(req), req.params.id, req.params.member_id),
      message: M.enabled,
    }),
  );
};
