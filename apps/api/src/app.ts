import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { setShopTimeZone } from './lib/shop-time-zone.js';
import type { DbHandle } from './db/client.js';
import { accountMailJobs, customerAccountActions, passwordService, authRoutes, authService, sessionCheck } from './modules/auth/index.js';
import { companyDocumentRoutes, companyMailJobs, companyRoutes, companyService } from './modules/company/index.js';
import { customerOfToken, viewerPlugin } from './plugins/viewer.js';
import { customerOwnershipPlugin } from './plugins/customer-ownership.js';
import { cartRoutes, cartService, loadPricedCart, quickOrderRoutes, quickOrderService } from './modules/cart/index.js';
import { buyerPriceBook } from './modules/pricing/index.js';
import {
  categoryRoutes,
  keywordRoutes,
  productRoutes,
  productService,
  toolFinderRoutes,
  toolFinderService,
  treeService,
} from './modules/catalog/index.js';
import { CATALOG_TOPIC, type ChangeBus } from './integrations/change-bus/change-bus.js';
import { createChangeBus } from './integrations/change-bus/create-change-bus.js';
import { createMailer } from './integrations/mail/create-mailer.js';
import type { Mailer } from './integrations/mail/mailer.js';
import { OutboxMailer } from './integrations/mail/outbox-mailer.js';
import { upsTrackingClient } from './integrations/ups/tracking-client.js';
import { upsToken } from './integrations/ups/ups-token.js';
import { createPaymentProvider } from './integrations/payments/create-payment-provider.js';
import { createTaxProvider } from './integrations/tax/create-tax-provider.js';
import { DemoProvider } from './integrations/payments/demo-provider.js';
import type { PaymentProvider } from './integrations/payments/payment-provider.js';
import {
  demoPayRoutes,
  offeredPaymentMethods,
  paymentMethodRoutes,
  paymentRoutes,
  paymentService,
  paymentMailJobs,
  paymentWebhookRoutes,
  orderPayments,
} from './modules/payments/index.js';
import { contactMailJobs, contactRoutes, contactService } from './modules/contact/index.js';
import { contentRoutes } from './modules/content/index.js';
import { customerRoutes, customerService, findCustomerById } from './modules/customers/index.js';
import { devOutboxRoutes } from './modules/dev/index.js';
import { healthRoutes } from './modules/health/index.js';
import { imageVariantRoutes } from './modules/media/index.js';
import {
  approvalMailJobs,
  companyOrderRoutes,
  OrderEvents,
  orderPartnerJobs,
  orderRoutes,
  orderDocuments,
  orderMailJobs,
  orderTaxJobs,
  orderPdfRoutes,
  parcelTrackingJobs,
  scheduleTrackingRound,
} from './modules/orders/index.js';
import { quoteMailJobs, quoteRoutes, quoteService } from './modules/quotes/index.js';
import { adminJobRoutes, JobWorker } from './modules/jobs/index.js';
import {
  adminBooksRoutes,
  booksCallbackRoutes,
  booksJobs,
  booksService,
  booksSweepJob,
  qboConnection,
  queueBooksSweep,
} from './modules/books/index.js';
import { createShippingRates, shippingOptionsRoutes, shippingRoutes, shippingService } from './modules/shipping/index.js';
import { cartTaxOf, taxService } from './modules/tax/index.js';
import { wishlistRoutes, wishlistService } from './modules/wishlist/index.js';
import { Lifecycle } from './lib/lifecycle.js';
import { registerDocs } from './plugins/docs.js';
import { refuseControlCharacters } from './plugins/control-characters.js';
import { registerErrorHandling } from './plugins/errors.js';
import { clientTimeouts } from './plugins/client-timeouts.js';
import { quietClientGone } from './plugins/client-gone.js';
import { registerStatic } from './plugins/static.js';
import { loadStorefrontRenderer, type StorefrontPages } from './plugins/storefront-renderer.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerHttpCache } from './plugins/http-cache.js';
import { pageStatusOf, sitemapRoutes } from './modules/sitemap/index.js';
import { auditRoutes } from './modules/audit/index.js';
import { registerBackOffice } from './back-office.js';
import { staffMailJobs, staffRoutes, staffService } from './modules/staff/index.js';
import { keepAdminRoutesInScope, staffAccessPlugin, type AdminRoute } from './plugins/staff-access.js';
import { staffViewerPlugin } from './plugins/staff-viewer.js';

export interface AppDeps {
  /** Set draining by the shutdown (server.ts), which readiness reports; tests may pass their own. */
  lifecycle?: Lifecycle;
  handle: DbHandle;
  /** Defaults to createMailer(config): SMTP with SMTP_URL, else the local outbox. */
  mailer?: Mailer;
  /** Listeners of placed orders (in-process; the order emails are jobs); tests may pass their own. */
  orderEvents?: OrderEvents;
  /** Defaults to createPaymentProvider(config) (PAYMENTS: Stripe, the demo provider, or null: none). */
  paymentProvider?: PaymentProvider | null;
  /** Defaults to createChangeBus: Redis with REDIS_URL, else PostgreSQL LISTEN/NOTIFY, else in-process. */
  changeBus?: ChangeBus;
  /**
   * Tests only: one more plugin in the admin scope, registered last as a module's admin routes
   * are (the test that a route declaring no staff access stops the start).
   */
  moreAdminRoutes?: FastifyPluginAsync;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs of this app (decision 013): tests and the dev outbox run due ones with runDue(). */
    jobs: JobWorker;
    /** Every route under /api/v1/admin with the staff access it declares (plugins/staff-access.ts). */
    adminRoutes: readonly AdminRoute[];
  }
}

const ADMIN_PREFIX = '/api/v1/admin';

/** The whole shop as one Fastify instance: used by server.ts and by the tests through inject. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  setShopTimeZone(config.shopTimeZone);
  const app = Fastify({
    // A client that goes away mid-answer is logged at debug, not as the server's error (client-gone.ts).
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, hooks: { logMethod: quietClientGone } },
    bodyLimit: 1024 * 1024,
    ...clientTimeouts(config.requestTimeoutMs),
    // Per-IP rate limits read the client's address: only configured proxy hops may set it.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < config.trustProxy : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: the back office's URLs belong to its scope below, where access is checked.
  keepAdminRoutesInScope(app, ADMIN_PREFIX);
  registerErrorHandling(app);
  const lifecycle = deps.lifecycle ?? new Lifecycle();
  // While draining for a shutdown, each answer closes its connection: a keep-alive connection
  // would otherwise hold the server open after its last request (and the shutdown would time out).
  app.addHook('onSend', async (_req, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
  refuseControlCharacters(app);
  // Security headers on every answer, and the cache rules whose ETag hashes a body before
  // compression does (issue 13): both before compress and every route.
  await registerSecurityHeaders(app, { production: config.env === 'production' });
  registerHttpCache(app);
  // API answers are compressed on the fly (gzip: brotli's CPU cost per request is not worth it);
  // static text assets are served from precompressed files instead, and server-rendered pages from
  // the copies kept with them (plugins/storefront-renderer.ts).
  await app.register(compress, { global: true, encodings: ['gzip', 'deflate'], threshold: 1024 });
  await registerDocs(app, config);

  const { db } = deps.handle;
  // Buyers' contract prices for the catalog's reads (issue 27), cleared with the catalog's caches.
  const priceBook = buyerPriceBook(db);
  const products = productService(db, priceBook);
  const tree = treeService(db);
  // Every committed catalog write clears these caches in every API process (issue 12): at once in
  // this one, so the writer's next read is fresh, and through the change bus in the others.
  // The server-rendered pages kept for a few seconds (below) show the catalog too.
  let storefront: StorefrontPages | null = null;
  const forgetCatalog = () => {
    products.forget();
    priceBook.forget();
    tree.forget();
    storefront?.forget();
  };
  const bus =
    deps.changeBus ??
    (await createChangeBus({
      redisUrl: config.redisUrl,
      databaseUrl: deps.handle.kind === 'postgres' ? config.databaseUrl : undefined,
      db,
      log: app.log,
    }));
  bus.subscribe(CATALOG_TOPIC, forgetCatalog);
  app.addHook('onClose', () => bus.close());
  const catalogChanged = async () => {
    forgetCatalog();
    // The write is committed whatever happens here; the other processes' caches expire on their own.
    await bus
      .publish(CATALOG_TOPIC)
      .catch((err: unknown) => app.log.error({ err }, 'catalog change could not be announced to other API processes'));
  };
  const mailer = deps.mailer ?? createMailer(config);
  const contact = contactService({ db, salesEmail: config.salesEmail, brandName: config.brandName });
  // Access tokens name their session; an ended one is refused at once in every process (decision 014).
  const sessions = sessionCheck({ db, bus, log: app.log });
  const auth = authService({ db, config, sessions });
  const passwords = passwordService({ db, sessions });
  // One rate source for the checkout's services and the order's charge: UPS when configured, else the table.
  const shippingRates = createShippingRates(config);
  const orderEvents = deps.orderEvents ?? new OrderEvents();
  const payments = deps.paymentProvider !== undefined ? deps.paymentProvider : createPaymentProvider(config);
  const paymentTypes = offeredPaymentMethods(payments).map((m) => m.type);
  // Sales tax (TAX, TAX_RATES; decision 034): the cart, the order and an approval ask the same service.
  const taxProvider = createTaxProvider(config.tax);
  const tax = taxService({ db, provider: taxProvider });
  // Every email is a job written with the change that causes it, run here or by another API
  // process (decision 013). Draining for a shutdown stops taking jobs; closing waits for the running.
  const jobs = new JobWorker({ db, log: app.log, pollMs: config.jobsPollMs });
  jobs.register(orderMailJobs({ db, mailer, config }));
  jobs.register(paymentMailJobs({ db, mailer, config }));
  jobs.register(accountMailJobs({ db, mailer, config }));
  jobs.register(staffMailJobs({ db, mailer, config }));
  jobs.register(contactMailJobs({ mailer }));
  jobs.register(quoteMailJobs({ db, mailer, config }));
  jobs.register(companyMailJobs({ db, mailer, config }));
  jobs.register(approvalMailJobs({ db, mailer, config }));
  // Refunds and voids at the payment provider whose request did not save them (decision 022).
  jobs.register(orderPartnerJobs({ db, payments: orderPayments({ db, provider: payments }) }));
  // UPS tracking (decision 032), only with UPS configured: each start queues the round under way.
  if (config.ups) {
    const tracker = upsTrackingClient({ apiUrl: config.ups.apiUrl, token: upsToken(config.ups) });
    jobs.register(parcelTrackingJobs({ db, mailer, config, tracker, intervalMs: config.upsTrackingIntervalMs }));
    app.addHook('onReady', async () => scheduleTrackingRound(db, config.upsTrackingIntervalMs));
  }
  // Stripe Tax's transaction of a placed order and its reversals (decision 034).
  jobs.register(orderTaxJobs({ db, provider: taxProvider }));
  // QuickBooks Online (decision 033), only with the Intuit app's keys set: the books are kept by
  // jobs, queued by a round every 15 minutes that each start queues; QBO_REALM_ID and
  // QBO_REFRESH_TOKEN connect the shop at start without the browser.
  const qbo = config.quickBooks;
  const qboLink = qbo ? qboConnection(db, qbo) : undefined;
  if (qbo && qboLink) {
    jobs.register([...booksJobs({ db, qbo, connection: qboLink }), booksSweepJob(db, qboLink)]);
    app.addHook('onReady', async () => {
      if (qbo.envConnection && (await qboLink.connectFromEnv()) === 'connected')
        app.log.info('QuickBooks connected from QBO_REALM_ID and QBO_REFRESH_TOKEN');
      await queueBooksSweep(db);
    });
  }
  app.decorate('jobs', jobs);
  if (config.jobsWorker) app.addHook('onReady', async () => jobs.start());
  lifecycle.onDrain(() => void jobs.stop(config.shutdownTimeoutMs));
  app.addHook('onClose', async () => void (await jobs.stop(config.shutdownTimeoutMs)));

  await app.register(
    async (api) => {
      await api.register(viewerPlugin, { jwtSecret: config.jwtSecret, sessionIsLive: sessions.isLive });
      // Before the routes: a path naming a customer (:userId) must declare whose it may be.
      await api.register(customerOwnershipPlugin);
      await api.register(healthRoutes, { handle: deps.handle, lifecycle });
      await api.register(productRoutes, { prefix: '/product/public', products, tree: tree.tree });
      await api.register(categoryRoutes, { prefix: '/product/category/public', db, products });
      await api.register(keywordRoutes, { prefix: '/product/keyword/public', db });
      await api.register(toolFinderRoutes, { prefix: '/product/public/tool-finder', finder: toolFinderService(db, priceBook) });
      await api.register(contentRoutes, { prefix: '/page/public', db });
      await api.register(contactRoutes, { prefix: '/form/public', contact, config });
      await api.register(customerRoutes, {
        prefix: '/customer',
        customers: customerService({ db, imagesDir: config.imagesDir, imageCacheDir: config.imageCacheDir }),
        config,
      });
      await api.register(authRoutes, { prefix: '/customer', auth, passwords, config });
      // Company accounts (issue 26): a removed member's sessions end as a disabled customer's do.
      await api.register(companyRoutes, {
        prefix: '/company',
        company: companyService({ db, sessions: customerAccountActions({ sessions }), creditTerms: config.creditTerms }),
        config,
      });
      // Tax exemption certificates and the open invoices of the company (issue 27).
      await api.register(companyDocumentRoutes, { prefix: '/company', db, config });
      const shipping = shippingService({ db, rates: shippingRates, loadPricedCart });
      await api.register(shippingRoutes, { prefix: '/ups/shipping', shipping });
      await api.register(shippingOptionsRoutes, { prefix: '/shipping', shipping });
      await api.register(orderRoutes, {
        prefix: '/order',
        db,
        rates: shippingRates,
        loadPricedCart,
        events: orderEvents,
        creditTerms: config.creditTerms,
        tax,
        paymentTypes,
        remittance: config.remittance,
      });
      // Orders waiting for a company admin's approval, and the company's orders (issue 26).
      await api.register(companyOrderRoutes, {
        prefix: '/company',
        db,
        rates: shippingRates,
        events: orderEvents,
        remittance: config.remittance,
        creditTerms: config.creditTerms,
        tax,
      });
      await api.register(orderPdfRoutes, { prefix: '/order', documents: orderDocuments({ db, config }) });
      const cart = cartService(db, cartTaxOf(db, tax, app.log));
      await api.register(cartRoutes, { prefix: '/cart', cart });
      // Accepting a quote answers with the priced cart; the cart module reads the quotes', not the other way round.
      await api.register(quoteRoutes, {
        prefix: '/quotes',
        quotes: quoteService({ db, config, pricedCart: (customerId) => cart.list(customerId) }),
      });
      await api.register(quickOrderRoutes, { prefix: '/cart', quickOrder: quickOrderService(db) });
      await api.register(wishlistRoutes, { prefix: '/wishlist', wishlist: wishlistService(db, products) });
      await api.register(paymentRoutes, {
        prefix: '/payment/stripe',
        payments: paymentService({ db, provider: payments, publicUrl: config.publicUrl, creditTerms: config.creditTerms }),
      });
      await api.register(paymentMethodRoutes, { prefix: '/payment', provider: payments, db, creditTerms: config.creditTerms });
      // Its own plugin: the webhook's raw-body JSON parser must not reach any other route.
      if (payments) await api.register(paymentWebhookRoutes, { prefix: '/payment/stripe', db, provider: payments });
    },
    { prefix: '/api/v1' },
  );

  // The back office (issue 11): its own tokens (audience 'northbend-admin') and viewer, outside the
  // storefront's scope so the customer viewer never runs here. Admin routes of other modules go
  // here too, each declaring who may call it (`config: { staff: '<permission>' }`): the access
  // plugin, registered before any route, refuses to start with a route that declares none.
  const staff = staffService({ db, config });
  const books = booksService({ db, qbo, connection: qboLink, publicUrl: config.publicUrl, loadStaff: staff.accounts.signedInStaff });
  // Intuit's redirect after the owner's consent: a browser visit without a back-office token (its state says who).
  await app.register(booksCallbackRoutes, { prefix: '/api/v1/quickbooks', books, publicUrl: config.publicUrl });
  const adminRoutes: AdminRoute[] = [];
  app.decorate('adminRoutes', adminRoutes);
  await app.register(
    async (admin) => {
      await admin.register(staffViewerPlugin, { jwtSecret: config.jwtSecret, loadStaff: staff.accounts.signedInStaff });
      await admin.register(staffAccessPlugin, { routes: adminRoutes });
      await admin.register(staffRoutes, { staff, config });
      await admin.register(auditRoutes, { prefix: '/audit', db });
      await registerBackOffice(admin, { db, config, payments, catalogChanged, sessions });
      await admin.register(adminJobRoutes, { prefix: '/jobs', db });
      await admin.register(adminBooksRoutes, { prefix: '/quickbooks', books });
      if (deps.moreAdminRoutes) await admin.register(deps.moreAdminRoutes);
    },
    { prefix: ADMIN_PREFIX },
  );

  if (mailer instanceof OutboxMailer) {
    // The outbox page shows customers' mail without a login, so production never gets it. Being
    // real routes, /dev/outbox* are never reached by the storefront fallback of registerStatic.
    // The outbox page runs the due jobs first, so mail queued a moment ago is there to read.
    if (config.env !== 'production') await app.register(devOutboxRoutes, { outbox: mailer, beforeRead: () => jobs.runDue() });
    else app.log.warn(`SMTP_URL is not set: email is written to ${config.outboxDir} and nobody receives it`);
  }
  if (!payments) app.log.warn('No payment provider (STRIPE_SECRET_KEY is not set): the checkout offers cash on delivery only');
  if (payments instanceof DemoProvider) {
    // Only by PAYMENTS=demo in production (config.ts); its pages, emails and checkout say so too.
    if (config.env === 'production') app.log.warn('PAYMENTS=demo: payments use the demo provider and no money moves');
    await app.register(demoPayRoutes, {
      db,
      demo: payments,
      brandName: config.brandName,
      publicUrl: config.publicUrl,
    });
  }
  // Before registerStatic: its /images/* route must see the variant hook (modules/media/routes.ts).
  await app.register(imageVariantRoutes, {
    imagesDir: config.imagesDir,
    cacheDir: config.imageCacheDir,
    cacheMaxBytes: config.imageCacheMaxBytes,
  });
  await app.register(sitemapRoutes, { db, publicUrl: config.publicUrl });
  const pageStatus = pageStatusOf(db);
  storefront = await loadStorefrontRenderer(app, {
    webDistDir: config.webDistDir,
    shopTimeZone: config.shopTimeZone,
    publicUrl: config.publicUrl,
    cacheMs: config.pageCacheMs,
    pageStatus,
  });
  // A page or catalog edit in the back office shows on the next page view here (other processes:
  // the catalog's change bus, or the few seconds of pageCacheMs).
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && req.url.startsWith('/api/v1/admin/') && reply.statusCode < 400) storefront?.forget();
  });
  await registerStatic(app, {
    imagesDir: config.imagesDir,
    webDistDir: config.webDistDir,
    pageStatus,
    pages: storefront?.page,
    shopTimeZone: config.shopTimeZone,
    personal: storefront?.personalPage && {
      page: storefront.personalPage,
      // The same rule as the refresh cookie's (modules/auth/routes.ts).
      secure: config.publicUrl.startsWith('https://'),
      // The viewer's own check of a bearer token (one verifier), then the name for the page's header.
      async viewerOf(token) {
        const check = await customerOfToken(config.jwtSecret, sessions.isLive, token);
        if (check.kind !== 'customer') return null;
        const customer = await findCustomerById(db, check.customerId);
        if (!customer || customer.disabledAt) return null;
        return {
          customerId: customer.id,
          userName: customer.name,
          machines: { makeIds: customer.machineMakeIds, modelIds: customer.machineModelIds },
        };
      },
    },
  });
  return app;
}
