import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { PaymentProvider } from './integrations/payments/payment-provider.js';
import { adminAlertRoutes } from './modules/alerts/index.js';
import { customerAccountActions, type SessionCheck } from './modules/auth/index.js';
import {
  adminCategoryRoutes,
  adminImageRoutes,
  adminKeywordRoutes,
  adminMachineRoutes,
  adminProductRoutes,
  catalogCsvRoutes,
} from './modules/catalog/index.js';
import { adminCompanyDocumentRoutes, adminCompanyRoutes, adminTermsRoutes } from './modules/company/index.js';
import { adminEnquiryRoutes } from './modules/contact/index.js';
import { adminPageRoutes } from './modules/content/index.js';
import { adminCustomerRoutes } from './modules/customers/index.js';
import { adminOrderRoutes, recentOrdersOfCustomer } from './modules/orders/index.js';
import { orderPayments } from './modules/payments/index.js';
import { adminPriceListRoutes, adminPriceListService } from './modules/pricing/index.js';
import { adminQuoteRoutes } from './modules/quotes/index.js';
import { adminStatementRoutes } from './modules/statements/index.js';

export interface BackOfficeDeps {
  db: Database;
  config: Config;
  /** Null without a provider (PAYMENTS, config.ts): refunds and voids through it are refused (502). */
  payments: PaymentProvider | null;
  /**
   * Call after every committed catalog write (products, variants, categories, machines, keywords):
   * clears the cached counts, sidebar tree and category subtrees in every API process.
   */
  catalogChanged: () => Promise<void>;
  /** The customers' live sessions (modules/auth): told when the back office ends a customer's sessions. */
  sessions: SessionCheck;
}

/**
 * The back office's shop routes (issue 11) inside the admin scope of app.ts (/api/v1/admin, staff
 * viewer registered): orders and the dashboard, customers, companies, enquiries. The modules that cannot import
 * each other (payments → orders, auth → customers, orders → customers) are wired here through
 * their front doors.
 */
export async function registerBackOffice(
  admin: FastifyInstance,
  { db, config, payments, catalogChanged, sessions: liveSessions }: BackOfficeDeps,
): Promise<void> {
  await admin.register(adminOrderRoutes, {
    db,
    config,
    payments: orderPayments({ db, provider: payments }),
  });
  const sessions = customerAccountActions({ sessions: liveSessions });
  await admin.register(adminCustomerRoutes, {
    prefix: '/customers',
    db,
    accounts: {
      recentOrders: (customerId) => recentOrdersOfCustomer(db, customerId),
      revokeSessions: sessions.revokeSessions,
      sessionsEnded: sessions.sessionsEnded,
      queueVerification: sessions.queueVerification,
    },
  });
  // Companies (issue 26): disabling a member ends their sessions as disabling a customer does.
  await admin.register(adminCompanyRoutes, {
    prefix: '/companies',
    db,
    sessions,
    brandName: config.brandName,
    creditTerms: config.creditTerms,
  });
  // A company's payment terms and every company's receivables (issue 27): staff who take payments.
  await admin.register(adminTermsRoutes, { db, creditTerms: config.creditTerms });
  // Contract prices (issue 27): price lists given to companies, kept by owner and sales.
  await admin.register(adminPriceListRoutes, { prefix: '/price-lists', priceLists: adminPriceListService(db), catalogChanged });
  // A company's tax exemption certificates, and its statement PDF for those who see the receivables (issue 27).
  await admin.register(adminCompanyDocumentRoutes, { db, config });
  await admin.register(adminStatementRoutes, { db, config });
  await admin.register(adminEnquiryRoutes, {
    prefix: '/enquiries',
    db,
    salesEmail: config.salesEmail,
    brandName: config.brandName,
  });
  await admin.register(adminQuoteRoutes, { prefix: '/quotes', db, config });
  // The dashboard (orders) lists the open alerts; resolving one is the alerts module's.
  await admin.register(adminAlertRoutes, { prefix: '/alerts', db });
  void catalogChanged; // the catalog and content routes of issue 12 register here
  await admin.register(adminCategoryRoutes, { prefix: '/categories', db, catalogChanged });
  await admin.register(adminMachineRoutes, { prefix: '/machine-makes', db, catalogChanged });
  await admin.register(adminKeywordRoutes, { prefix: '/keywords', db, catalogChanged });
  await admin.register(adminProductRoutes, { prefix: '/products', db, catalogChanged });
  // CSV import and export: /products/import and /products/export win over the editor's /products/:id.
  await admin.register(catalogCsvRoutes, { prefix: '/products', db, catalogChanged });
  await admin.register(adminImageRoutes, { prefix: '/images', imagesDir: config.imagesDir });
  await admin.register(adminPageRoutes, { prefix: '/pages', db });
}
