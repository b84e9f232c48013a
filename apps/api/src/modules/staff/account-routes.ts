import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParams,
  SecuritySettings,
  SecuritySettingsBody,
  StaffAccountAnswer,
  StaffInviteBody,
  StaffListAnswer,
  StaffUpdateBody,
} from '@northbend/shared';
import { staffOf } from '../../plugins/staff-viewer.js';
import { STAFF_MESSAGES } from './messages.js';
import type { StaffService } from './service.js';

const tags = ['admin'];

/** /api/v1/admin/staff and /api/v1/admin/settings: the owner's management of staff and security. */
export const staffAccountRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  const owner = { staff: 'staff.manage' } as const;

  app.get(
    '/staff',
    { config: owner, schema: { tags, summary: 'Staff accounts (owner)', response: { 200: StaffListAnswer } } },
    async () => ({
      result: await staff.accounts.list(),
    }),
  );

  app.post(
    '/staff/invite',
    {
      config: owner,
      schema: { tags, summary: 'Invite a staff user by email (owner)', body: StaffInviteBody, response: { 201: StaffAccountAnswer } },
    },
    async (req, reply) => {
      const account = await staff.accounts.invite(staffOf(req), req.body);
      return reply.code(201).send({ message: STAFF_MESSAGES.invited, staff: account });
    },
  );

  app.patch(
    '/staff/:id',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Change the role of a staff user, or disable/enable them (owner)',
        description: '409 when it would leave the shop without an active owner.',
        params: IdParams,
        body: StaffUpdateBody,
        response: { 200: StaffAccountAnswer },
      },
    },
    async (req) => ({ message: STAFF_MESSAGES.updated, staff: await staff.accounts.update(staffOf(req), req.params.id, req.body) }),
  );

  const settings = { staff: 'settings.manage' } as const;

  app.get(
    '/settings/security',
    { config: settings, schema: { tags, summary: 'Security settings (owner)', response: { 200: SecuritySettings } } },
    async () => staff.accounts.securitySettings(),
  );

  app.put(
    '/settings/security',
    {
      config: settings,
      schema: {
        tags,
        summary: 'Require two-factor sign-in for all staff (owner)',
        body: SecuritySettingsBody,
        response: { 200: SecuritySettings },
      },
    },
    async (req) => staff.accounts.setSecuritySettings(staffOf(req), req.body),
  );
};
