import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEMO_BANK_ACCOUNT } from './integrations/payments/demo-bank-account.js';
import { TAX_ENV, taxSettingsOf, type TaxSettings } from './integrations/tax/tax-settings.js';
import { UPS_ENV, upsSettingsOf, type UpsSettings } from './integrations/ups/ups-settings.js';
import { QBO_ENV, quickBooksSettingsOf, type QuickBooksSettings } from './integrations/quickbooks/qbo-settings.js';
import { API_ROOT } from './api-root.js';
import { persistedSecret } from './lib/persisted-secret.js';
import {
  DEFAULT_SHIPPING_RATES,
  DEFAULT_SHOP_TIME_ZONE,
  isTimeZone,
  PAYMENT_METHOD_TYPES,
  parseRateTable,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  type PaymentMethodType,
  type RateTier,
} from '@northbend/shared';

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /**
   * Where product and profile images are kept (default DATA_DIR/images). API processes on several
   * machines must share it (a shared volume): an image uploaded through one is served by all.
   */
  IMAGES_DIR: z.string().min(1).optional(),
  /**
   * Where customers' quote drawings are kept (default DATA_DIR/drawings): never under the web root
   * nor IMAGES_DIR, served only to their owner and to sales. Shared by every API process, like IMAGES_DIR.
   */
  DRAWINGS_DIR: z.string().min(1).optional(),
  /**
   * A postgres:// (or postgresql://) connection string, read by node-postgres. Its host may be empty
   * with the socket's directory in `?host=` (postgres://northbend@/northbend?host=/run/postgresql):
   * an API on the database's own host may reach it through the Unix socket. A WHATWG URL check
   * would refuse that form, so this checks the scheme.
   */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  IMAGE_CACHE_MAX_MB: z.coerce
    .number({ message: 'IMAGE_CACHE_MAX_MB must be a number of megabytes' })
    .int()
    .min(10, 'IMAGE_CACHE_MAX_MB must be at least 10')
    .default(1024),
  PAGE_CACHE_MS: z.coerce
    .number({ message: 'PAGE_CACHE_MS must be a number of milliseconds' })
    .int()
    .min(0)
    .max(60_000, 'PAGE_CACHE_MS must be at most 60000')
    .default(5000),
  SHUTDOWN_DELAY_MS: z.coerce
    .number({ message: 'SHUTDOWN_DELAY_MS must be a number of milliseconds' })
    .int()
    .min(0)
    .max(120_000, 'SHUTDOWN_DELAY_MS must be at most 120000')
    .default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ message: 'SHUTDOWN_TIMEOUT_MS must be a number of milliseconds' })
    .int()
    .min(1000, 'SHUTDOWN_TIMEOUT_MS must be at least 1000')
    .max(600_000, 'SHUTDOWN_TIMEOUT_MS must be at most 600000')
    .default(25_000),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ message: 'REQUEST_TIMEOUT_MS must be a number of milliseconds' })
    .int()
    .min(500, 'REQUEST_TIMEOUT_MS must be at least 500')
    .max(600_000, 'REQUEST_TIMEOUT_MS must be at most 600000')
    .default(30_000),
  BRAND_NAME: z.string().min(1).default('Northbend Tooling'),
  /** The shop's time zone (IANA): every day and time a person reads, and the days staff type (decision 030). */
  SHOP_TIMEZONE: z
    .string()
    .trim()
    .default(DEFAULT_SHOP_TIME_ZONE)
    .refine(isTimeZone, 'SHOP_TIMEZONE must be a time zone such as America/Detroit (an IANA name)'),
  /**
   * Where buyers and staff reach the shop: every emailed link and the start log's addresses. Unset
   * outside production: the address this process listens on (http://localhost:PORT).
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'PUBLIC_URL must be an http:// or https:// URL' }).optional(),
  MAIN_SITE_URL: z.string().url('MAIN_SITE_URL must be a URL').optional(),
  /** 'true': production may run on an http:// PUBLIC_URL, whose refresh cookies then go without Secure. */
  ALLOW_INSECURE_PUBLIC_URL: z.enum(['true', 'false'], 'ALLOW_INSECURE_PUBLIC_URL must be true or false').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  API_DOCS: z.enum(['on', 'off'], 'API_DOCS must be on or off').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.coerce
    .number({ message: 'TRUST_PROXY must be the number of proxies in front of the shop' })
    .int()
    .min(0)
    .max(10)
    .default(0),
  SMTP_URL: z.url({ protocol: /^smtps?$/, hostname: /^[^\s]+$/, message: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3, 'MAIL_FROM must be an address like "Shop" <no-reply@example.com>').optional(),
  SALES_EMAIL: z.email('SALES_EMAIL must be an email address').default('sales@northbendtooling.com'),
  REDIS_URL: z.url({ protocol: /^rediss?$/, hostname: /^[^\s]+$/, message: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional(),
  RATE_LIMITS: z.enum(['on', 'off'], 'RATE_LIMITS must be on or off').optional(),
  JOBS_WORKER: z.enum(['on', 'off'], 'JOBS_WORKER must be on or off').optional(),
  JOBS_POLL_MS: z.coerce
    .number({ message: 'JOBS_POLL_MS must be a number of milliseconds' })
    .int()
    .min(50, 'JOBS_POLL_MS must be at least 50')
    .max(60_000, 'JOBS_POLL_MS must be at most 60000')
    .default(1000),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\S+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'STRIPE_WEBHOOK_SECRET must be the signing secret of the webhook endpoint (whsec_…)')
    .optional(),
  PAYMENTS: z.enum(['stripe', 'demo'], 'PAYMENTS must be stripe or demo (or unset)').optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, message: 'STRIPE_API_URL must be an http:// or https:// URL' }).optional(),
  // Sales tax (issue 30 item 4, decision 034): TAX and TAX_RATES.
  ...TAX_ENV,
  // UPS rating (issue 30 item 1, decision 031): UPS_* and SHIP_FROM_*.
  ...UPS_ENV,
  // UPS tracking (issue 30 item 2, decision 032): how often the shop asks UPS about the parcels on their way.
  UPS_TRACKING_INTERVAL_HOURS: z.coerce
    .number({ message: 'UPS_TRACKING_INTERVAL_HOURS must be a number of hours' })
    .min(1, 'UPS_TRACKING_INTERVAL_HOURS must be at least 1')
    .max(24, 'UPS_TRACKING_INTERVAL_HOURS must be at most 24')
    .default(6),
  // QuickBooks Online (issue 30 item 3, decision 033): QBO_*.
  ...QBO_ENV,
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email('ADMIN_EMAIL must be an email address')).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(STAFF_PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
    .max(STAFF_PASSWORD_MAX_LENGTH, `ADMIN_PASSWORD must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters`)
    .optional(),
  /**
   * The shop's own bank account, printed on Net 30 invoices and in their email as remittance
   * details (issue 16). Name and number go together; unset in production: the invoice sends the
   * buyer to sales for bank details, never to a made-up account.
   */
  REMIT_BANK_NAME: z.string().trim().min(2, 'REMIT_BANK_NAME must name the bank').optional(),
  REMIT_ACCOUNT_HOLDER: z.string().trim().min(2, 'REMIT_ACCOUNT_HOLDER must name the account holder').optional(),
  REMIT_ACCOUNT_NUMBER: z
    .string()
    .trim()
    .regex(/^[A-Z0-9 -]{4,34}$/i, 'REMIT_ACCOUNT_NUMBER must be an account number or IBAN (letters, digits, spaces)')
    .optional(),
  REMIT_ROUTING_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{9}$/, 'REMIT_ROUTING_NUMBER must be a 9-digit ABA routing number')
    .optional(),
  REMIT_SWIFT_CODE: z
    .string()
    .trim()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'REMIT_SWIFT_CODE must be an 8 or 11 character SWIFT/BIC code')
    .optional(),
  // Credit terms of a company that staff have not set otherwise (issue 27): dollars; 0 = Net 30 only where sales grant a limit.
  NET30_DEFAULT_CREDIT_LIMIT: z.coerce
    .number({ message: 'NET30_DEFAULT_CREDIT_LIMIT must be a number of dollars' })
    .min(0, 'NET30_DEFAULT_CREDIT_LIMIT must be 0 or more')
    .max(10_000_000, 'NET30_DEFAULT_CREDIT_LIMIT is too large')
    .default(25_000),
  NET30_OVERDUE_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(15),
  COMPANY_PAYMENT_METHODS: z
    .string()
    .default(PAYMENT_METHOD_TYPES.join(','))
    .transform((text) =>
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(PAYMENT_METHOD_TYPES, { message: `COMPANY_PAYMENT_METHODS lists ${PAYMENT_METHOD_TYPES.join(', ')}` })).min(1)),
  SHIPPING_RATES: z
    .string()
    .default(DEFAULT_SHIPPING_RATES)
    .superRefine((text, ctx) => {
      try {
        parseRateTable(text);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    }),
});

/** A company's payment terms where staff have set none (issue 27): see companies' own columns. */
export interface CreditTermsDefaults {
  paymentMethods: PaymentMethodType[];
  creditLimitCents: number;
  overdueHoldDays: number;
}

/** At most `max` requests per `windowMs` for one key (an IP address, an email, a token). */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

const minutes = (n: number) => n * 60_000;

/**
 * Abuse limits of the account calls (modules/auth/rate-limits.ts). Login counts per email and IP
 * tightly, and per email over all IPs loosely, so a stranger cannot lock a customer out cheaply.
 */
export const DEFAULT_RATE_LIMITS = {
  loginPerIp: { max: 50, windowMs: minutes(15) },
  loginPerAccountIp: { max: 10, windowMs: minutes(15) },
  loginPerAccount: { max: 100, windowMs: minutes(15) },
  registerPerIp: { max: 20, windowMs: minutes(60) },
  registerPerAccount: { max: 5, windowMs: minutes(60) },
  forgetPasswordPerIp: { max: 20, windowMs: minutes(60) },
  forgetPasswordPerAccount: { max: 5, windowMs: minutes(60) },
  /** Token checks: verify/register, verify/reset-password and reset-password. */
  verifyPerIp: { max: 60, windowMs: minutes(15) },
  verifyPerToken: { max: 10, windowMs: minutes(15) },
  /** Password changes of one logged-in customer (issue 15: they had no limit). */
  changePasswordPerAccount: { max: 10, windowMs: minutes(15) },
  /** New verification emails sent to one account (register and each unverified login); always applied. */
  verificationMail: { max: 3, windowMs: minutes(60) },
  /** Back-office sign-in (/api/v1/admin/auth/login); set-password links count as token checks above. */
  staffLoginPerIp: { max: 30, windowMs: minutes(15) },
  staffLoginPerAccountIp: { max: 10, windowMs: minutes(15) },
  staffLoginPerAccount: { max: 50, windowMs: minutes(15) },
  /** Profile updates of one customer (each may store a photo and its resized copies). */
  profileUpdatePerAccount: { max: 20, windowMs: minutes(60) },
  /** Contact enquiries (each mails sales): per client address and per sender email. */
  contactPerIp: { max: 10, windowMs: minutes(60) },
  contactPerEmail: { max: 5, windowMs: minutes(60) },
  /** Invitations to colleagues (each mails one) sent by one company admin (issue 26). */
  companyInvitePerAdmin: { max: 30, windowMs: minutes(60) },
  /** The public invitation calls (check and accept), per client address. */
  companyInvitationPerIp: { max: 60, windowMs: minutes(15) },
} satisfies Record<string, RateLimitRule>;

export type RateLimits = { enabled: boolean } & Record<keyof typeof DEFAULT_RATE_LIMITS, RateLimitRule>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** IMAGES_DIR, else DATA_DIR/images: shared by every API process of the shop. */
  imagesDir: string;
  /** DRAWINGS_DIR, else DATA_DIR/drawings: quote drawings, outside the web root (decision 017). */
  drawingsDir: string;
  databaseUrl?: string;
  dbPoolSize: number;
  /** DATA_DIR/images-cache: resized copies of the images, one folder per original (modules/media). */
  imageCacheDir: string;
  /** Bound of the resized-image cache under DATA_DIR/images-cache (oldest variants go first). */
  imageCacheMaxBytes: number;
  /** How long a server-rendered visitor's page is reused before it is rendered again (0: never; decision 019). */
  pageCacheMs: number;
  /** On SIGTERM: readiness answers 503 this long before the listener closes (load balancer notice). */
  shutdownDelayMs: number;
  /** On SIGTERM: the most time requests in flight get to finish. */
  shutdownTimeoutMs: number;
  /** The most time a client has to send one whole request, headers and body (slow clients are cut off). */
  requestTimeoutMs: number;
  brandName: string;
  /** SHOP_TIMEZONE: the zone of every date pages, PDFs, emails and the back office show (decision 030). */
  shopTimeZone: string;
  publicUrl: string;
  mainSiteUrl: string;
  jwtSecret: string;
  seedDemoData: boolean;
  /**
   * The OpenAPI page and document at /api/docs (API_DOCS): on outside production, off in it unless
   * asked for, since it maps every back-office operation for anyone who looks (issue 28).
   */
  apiDocs: boolean;
  logLevel: string;
  webDistDir: string;
  /** Proxies in front of the shop whose X-Forwarded-For is believed (0: none, the client's address counts). */
  trustProxy: number;
  /** Unset: mail goes to the local outbox (outboxDir) instead of an SMTP server. */
  smtpUrl?: string;
  mailFrom: string;
  salesEmail: string;
  outboxDir: string;
  /** Set: rate-limit counters live in Redis, shared by every API process; unset: in memory. */
  redisUrl?: string;
  rateLimits: RateLimits;
  /**
   * Whether this process runs the background jobs (emails) of the jobs table (decision 013); off
   * for a web-only process. Any number of processes may run them: they share the work.
   */
  jobsWorker: boolean;
  /** How often an idle job worker looks for due jobs. */
  jobsPollMs: number;
  /** Stripe's keys, when set. */
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
  /**
   * Who takes payments (PAYMENTS): 'stripe'; 'demo', the offline provider whose pages and emails say
   * no money moves; 'none' (production without Stripe nor PAYMENTS=demo): only methods that need no
   * provider are offered.
   */
  payments: PaymentsMode;
  /** Sales tax (TAX, TAX_RATES; decision 034): none, the rate table, or Stripe Tax. */
  tax: TaxSettings;
  /** UPS (UPS_*, SHIP_FROM_*; decision 031): credentials, services and the ship-from address; unset: the rate table only. */
  ups?: UpsSettings;
  /** With UPS: how often the tracking job asks UPS about shipped parcels (UPS_TRACKING_INTERVAL_HOURS). */
  upsTrackingIntervalMs: number;
  /** QuickBooks Online (QBO_*; decision 033): the Intuit app and its addresses; unset: no books kept. */
  quickBooks?: QuickBooksSettings;
  /** Currency orders are charged in (lower-case ISO code, as Stripe writes it). */
  /** Shipping charge tiers by order sub total (packages/shared/src/shipping-rates.ts). */
  shippingRates: RateTier[];
  /** A company's credit terms until staff set its own (issue 27). */
  creditTerms: CreditTermsDefaults;
  /** ADMIN_EMAIL and ADMIN_PASSWORD: at start this owner is created, or its password reset. */
  bootstrapOwner?: { email: string; password: string };
  /** Where Net 30 invoices are paid by bank transfer (REMIT_*); the demo's account with demo payments; else none. */
  remittance?: RemittanceAccount;
}

/** The shop's bank account as a Net 30 invoice prints it for the buyer's accounts payable. */
export interface RemittanceAccount {
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  routingNumber?: string;
  swiftCode?: string;
  /** The demo provider's made-up account: the invoice says so. */
  demo: boolean;
}

/**
 * REMIT_* when set; with demo payments the demo bank (its transfer page uses the same one), marked
 * as a demo so the invoice says no real account is meant; otherwise none.
 */
function remittanceOf(e: z.infer<typeof Env>, payments: PaymentsMode): RemittanceAccount | undefined {
  if (e.REMIT_BANK_NAME && e.REMIT_ACCOUNT_NUMBER) {
    return {
      bankName: e.REMIT_BANK_NAME,
      accountHolder: e.REMIT_ACCOUNT_HOLDER ?? e.BRAND_NAME,
      accountNumber: e.REMIT_ACCOUNT_NUMBER,
      routingNumber: e.REMIT_ROUTING_NUMBER,
      swiftCode: e.REMIT_SWIFT_CODE?.toUpperCase(),
      demo: false,
    };
  }
  if (payments !== 'demo') return undefined;
  return { ...DEMO_BANK_ACCOUNT, accountHolder: e.BRAND_NAME, demo: true };
}

export type PaymentsMode = 'stripe' | 'demo' | 'none';

/**
 * PAYMENTS unset: Stripe when its key is set, the demo provider outside production, and in
 * production none at all: free "demo" payments must never happen by a forgotten key (issue 15).
 */
function paymentsMode(e: z.infer<typeof Env>): PaymentsMode {
  if (e.PAYMENTS) return e.PAYMENTS;
  if (e.STRIPE_SECRET_KEY) return 'stripe';
  return e.NODE_ENV === 'production' ? 'none' : 'demo';
}

/**
 * PUBLIC_URL without its trailing slash. Unset, links point to this process's own port (issue 28:
 * a shop started on PORT=4100 mailed links to :3000 that nobody could open); production has no
 * such guess, since only the operator knows the address buyers reach through the proxy.
 */
function publicUrlOf(e: z.infer<typeof Env>): string {
  if (!e.PUBLIC_URL) {
    if (e.NODE_ENV === 'production') {
      throw new Error('Invalid configuration:\n  PUBLIC_URL: required in production (the https:// address buyers reach the shop at)');
    }
    return `http://localhost:${e.PORT}`;
  }
  // The refresh cookies are Secure only on https (modules/auth/routes.ts): on http:// in production
  // they would cross the network readable by anyone on the path (issue 28).
  if (e.NODE_ENV === 'production' && e.PUBLIC_URL.startsWith('http://') && e.ALLOW_INSECURE_PUBLIC_URL !== 'true') {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: must be https:// in production (refresh cookies are Secure only on https); set ALLOW_INSECURE_PUBLIC_URL=true to run on http:// anyway',
    );
  }
  return e.PUBLIC_URL.replace(/\/$/, '');
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
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (the whsec_… secret of the endpoint /api/v1/payment/stripe/webhook)',
    );
  }
  if (e.PAYMENTS === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new Error('Invalid configuration:\n  PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  if (!e.REMIT_BANK_NAME !== !e.REMIT_ACCOUNT_NUMBER) {
    const missing = e.REMIT_BANK_NAME ? 'REMIT_ACCOUNT_NUMBER' : 'REMIT_BANK_NAME';
    throw new Error(
      `Invalid configuration:\n  ${missing}: REMIT_BANK_NAME and REMIT_ACCOUNT_NUMBER go together (the Net 30 invoice's bank account)`,
    );
  }
  if (!e.ADMIN_EMAIL !== !e.ADMIN_PASSWORD) {
    const missing = e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    throw new Error(`Invalid configuration:\n  ${missing}: ADMIN_EMAIL and ADMIN_PASSWORD go together (the back office's first owner)`);
  }
  const publicUrl = publicUrlOf(e);
  const dataDir = resolve(e.DATA_DIR);
  const payments = paymentsMode(e);
  const quickBooks = quickBooksSettingsOf(e, dataDir);
  const tax = taxSettingsOf(e);
  let generatedSecret: string | undefined;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    imagesDir: e.IMAGES_DIR ? resolve(e.IMAGES_DIR) : resolve(dataDir, 'images'),
    drawingsDir: e.DRAWINGS_DIR ? resolve(e.DRAWINGS_DIR) : resolve(dataDir, 'drawings'),
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    pageCacheMs: e.PAGE_CACHE_MS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    imageCacheDir: resolve(dataDir, 'images-cache'),
    imageCacheMaxBytes: e.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    brandName: e.BRAND_NAME,
    shopTimeZone: e.SHOP_TIMEZONE,
    publicUrl,
    mainSiteUrl: e.MAIN_SITE_URL ?? publicUrl,
    // Without JWT_SECRET a random secret is made once and kept in DATA_DIR (production refuses to
    // start without one, above). Read on first use, so loading the config alone writes nothing.
    get jwtSecret(): string {
      return (generatedSecret ??= e.JWT_SECRET ?? persistedSecret(resolve(dataDir, 'secrets', 'jwt-secret')));
    },
    seedDemoData: e.SEED_DEMO_DATA === 'true',
    apiDocs: (e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: resolve(e.WEB_DIST_DIR ?? join(API_ROOT, '../web/dist')),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `"${e.BRAND_NAME}" <no-reply@northbendtooling.com>`,
    salesEmail: e.SALES_EMAIL,
    outboxDir: resolve(dataDir, 'outbox'),
    redisUrl: e.REDIS_URL,
    // Off by default under test so API tests may log in freely; the tests of the limits turn them on.
    // Off by default under test: the tests run due jobs themselves (shop.jobs.runDue()), in order.
    jobsWorker: (e.JOBS_WORKER ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    jobsPollMs: e.JOBS_POLL_MS,
    rateLimits: { enabled: (e.RATE_LIMITS ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on', ...DEFAULT_RATE_LIMITS },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : undefined,
    payments,
    quickBooks,
    tax,
    ups: upsSettingsOf(e),
    upsTrackingIntervalMs: Math.round(e.UPS_TRACKING_INTERVAL_HOURS * 3_600_000),
    remittance: remittanceOf(e, payments),
    shippingRates: parseRateTable(e.SHIPPING_RATES),
    creditTerms: {
      paymentMethods: e.COMPANY_PAYMENT_METHODS,
      creditLimitCents: Math.round(e.NET30_DEFAULT_CREDIT_LIMIT * 100),
      overdueHoldDays: e.NET30_OVERDUE_HOLD_DAYS,
    },
    bootstrapOwner: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
  };
}
