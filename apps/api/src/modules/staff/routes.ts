import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { staffAccountRoutes } from './account-routes.js';
import { staffAuthRoutes } from './auth-routes.js';
import { staffMeRoutes } from './me-routes.js';
import { registerStaffLimits } from './rate-limits.js';
import type { StaffService } from './service.js';

interface StaffRoutesOptions {
  staff: StaffService;
  config: Pick<Config, 'publicUrl' | 'rateLimits' | 'redisUrl'>;
}

/** The staff calls under /api/v1/admin (registered after the staff viewer, see app.ts). */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, { staff, config }) => {
  await app.register(cookie);
  const limits = await registerStaffLimits(app, config);
  const secure = config.publicUrl.startsWith('https://');
  await app.register(staffAuthRoutes, { prefix: '/auth', staff, limits, secure });
  await app.register(staffMeRoutes, { prefix: '/me', staff });
  await app.register(staffAccountRoutes, { staff });
};
