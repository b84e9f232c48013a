import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptInvitationBody,
  AddressParams,
  COMPANY_MESSAGES as M,
  CompanyAddressBody,
  CompanyAnswer,
  CompanyMessageAnswer,
  CompanyNameBody,
  CreatedIdAnswer,
  InvitationFacts,
  InvitationTokenBody,
  InviteMemberBody,
  MemberParams,
  UpdateMemberBody,
} from '@northbend/shared';
import type { Config } from '../../config.js';
import { ipOf, registerRateLimiter } from '../../lib/rate-limiter.js';
import { requireCustomer } from '../../plugins/viewer.js';
import type { CompanyService } from './company-service.js';

const tags = ['company'];

/**
 * /api/v1/company…: the caller's company, its members, invitations and locations (issue 26).
 * Approvals and the company's orders are the orders module's, under the same prefix.
 */
export const companyRoutes: FastifyPluginAsyncZod<{ company: CompanyService; config: Pick<Config, 'rateLimits' | 'redisUrl'> }> = async (
  app,
  { company, config },
) => {
  const rules = config.rateLimits;
  const limit = rules.enabled ? await registerRateLimiter(app, { nameSpace: 'nb-company-limit:', redisUrl: config.redisUrl }) : undefined;
  // Each invitation sends an email: an admin gets a day's share, like a registration per address.
  const invitesPerAdmin = limit ? [limit('company-invite', rules.companyInvitePerAdmin, (req) => requireCustomer(req))] : [];
  // The public invitation calls guess at tokens if anything: limited per address.
  const tokenCalls = limit ? [limit('company-invitation', rules.companyInvitationPerIp, ipOf)] : [];

  app.get(
    '',
    { schema: { tags, summary: 'My company: members, invitations and locations', response: { 200: CompanyAnswer } } },
    async (req) => ({
      result: await company.get(requireCustomer(req)),
    }),
  );

  app.put(
    '',
    { schema: { tags, summary: 'Rename my company (admins)', body: CompanyNameBody, response: { 200: CompanyAnswer } } },
    async (req) => ({ result: await company.rename(requireCustomer(req), req.body.company_name), message: M.companySaved }),
  );

  app.post(
    '/members',
    {
      preHandler: invitesPerAdmin,
      schema: { tags, summary: 'Invite a colleague by email (admins)', body: InviteMemberBody, response: { 201: CreatedIdAnswer } },
    },
    async (req, reply) => {
      const { id } = await company.invite(requireCustomer(req), req.body);
      return reply.code(201).send({ result: { _id: id }, message: M.invited(req.body.user_email) });
    },
  );

  app.put(
    '/members/:member_id',
    {
      schema: {
        tags,
        summary: "Change a member's role and order limit (admins)",
        params: MemberParams,
        body: UpdateMemberBody,
        response: { 200: CompanyAnswer },
      },
    },
    async (req) => ({ result: await company.updateMember(requireCustomer(req), req.params.member_id, req.body), message: M.memberSaved }),
  );

  app.delete(
    '/members/:member_id',
    {
      schema: {
        tags,
        summary: 'Remove a member or withdraw an invitation (admins)',
        params: MemberParams,
        response: { 200: CompanyMessageAnswer },
      },
    },
    async (req) => ({ message: await company.removeMember(requireCustomer(req), req.params.member_id) }),
  );

  app.post(
    '/members/:member_id/invitation',
    {
      preHandler: invitesPerAdmin,
      schema: { tags, summary: 'Send an invitation again (admins)', params: MemberParams, response: { 200: CompanyMessageAnswer } },
    },
    async (req) => ({ message: M.invitationResent(await company.resendInvitation(requireCustomer(req), req.params.member_id)) }),
  );

  app.post(
    '/invitations/check',
    {
      preHandler: tokenCalls,
      schema: {
        tags,
        summary: "An invitation's company and email, for its page",
        body: InvitationTokenBody,
        response: { 200: InvitationFacts },
      },
    },
    async (req) => ({ result: await company.invitation(req.body.token) }),
  );

  app.post(
    '/invitations/accept',
    {
      preHandler: tokenCalls,
      schema: {
        tags,
        summary: 'Accept an invitation: name and password; then log in',
        body: AcceptInvitationBody,
        response: { 200: CompanyMessageAnswer },
      },
    },
    async (req) => {
      await company.acceptInvitation(req.body);
      return { message: M.invitationAccepted };
    },
  );

  app.post(
    '/addresses',
    { schema: { tags, summary: 'Add a shipping location (admins)', body: CompanyAddressBody, response: { 201: CreatedIdAnswer } } },
    async (req, reply) => {
      const { id } = await company.addAddress(requireCustomer(req), req.body);
      return reply.code(201).send({ result: { _id: id }, message: M.addressSaved });
    },
  );

  app.put(
    '/addresses/:address_id',
    {
      schema: {
        tags,
        summary: 'Change a shipping location (admins)',
        params: AddressParams,
        body: CompanyAddressBody,
        response: { 200: CompanyAnswer },
      },
    },
    async (req) => ({
      result: await company.updateAddress(requireCustomer(req), req.params.address_id, req.body),
      message: M.addressSaved,
    }),
  );

  app.delete(
    '/addresses/:address_id',
    { schema: { tags, summary: 'Remove a shipping location (admins)', params: AddressParams, response: { 200: CompanyAnswer } } },
    async (req) => ({ result: await company.removeAddress(requireCustomer(req), req.params.address_id), message: M.addressRemoved }),
  );
};
