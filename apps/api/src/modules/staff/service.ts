import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { staffAccountService } from './staff-account-service.js';
import { staffAuthService } from './staff-auth-service.js';
import { totpService } from './totp-service.js';

export interface StaffDeps {
  db: Database;
  config: Pick<Config, 'jwtSecret' | 'publicUrl' | 'brandName'>;
}

/** The back office's staff: sign-in and sessions, accounts and settings, two-factor sign-in. */
export function staffService(deps: StaffDeps) {
  return {
    auth: staffAuthService(deps),
    accounts: staffAccountService(deps),
    totp: totpService({ db: deps.db, issuer: deps.config.brandName }),
  };
}

export type StaffService = ReturnType<typeof staffService>;
