import { resolve } from 'node:path';
import { z } from 'zod';

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url('DATABASE_URL must be a postgres:// URL').optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  BRAND_NAME: z.string().min(1).default('Northbend Tooling'),
  PUBLIC_URL: z.string().url('PUBLIC_URL must be a URL').default('http://localhost:3000'),
  MAIN_SITE_URL: z.string().url('MAIN_SITE_URL must be a URL').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, hostname: /^[^\s]+$/, message: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3, 'MAIL_FROM must be an address like "Shop" <no-reply@example.com>').optional(),
  SALES_EMAIL: z.email('SALES_EMAIL must be an email address').default('sales@northbendtooling.com'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  imagesDir: string;
  databaseUrl?: string;
  dbPoolSize: number;
  brandName: string;
  publicUrl: string;
  mainSiteUrl: string;
  jwtSecret: string;
  seedDemoData: boolean;
  logLevel: string;
  webDistDir: string;
  /** Unset: mail goes to the local outbox (outboxDir) instead of an SMTP server. */
  smtpUrl?: string;
  mailFrom: string;
  salesEmail: string;
  outboxDir: string;
}

/** Reads every setting once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)');
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    imagesDir: resolve(dataDir, 'images'),
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    brandName: e.BRAND_NAME,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    mainSiteUrl: e.MAIN_SITE_URL ?? e.PUBLIC_URL,
    // The demo secret is only for local runs; production refuses to start without one (above).
    jwtSecret: e.JWT_SECRET ?? 'northbend-demo-secret-change-me-in-production!',
    seedDemoData: e.SEED_DEMO_DATA === 'true',
    logLevel: e.LOG_LEVEL,
    webDistDir: resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `"${e.BRAND_NAME}" <no-reply@northbendtooling.com>`,
    salesEmail: e.SALES_EMAIL,
    outboxDir: resolve(dataDir, 'outbox'),
  };
}
