/** The back office's pages (admin.html answers every path under /admin). */
export const adminPaths = {
  home: '/admin',
  login: '/admin/login',
  setPassword: '/admin/set-password',
  profile: '/admin/profile',
  orders: '/admin/orders',
  order: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  customers: '/admin/customers',
  customer: (id: string) => `/admin/customers/${encodeURIComponent(id)}`,
  companies: '/admin/companies',
  company: (id: string) => `/admin/companies/${encodeURIComponent(id)}`,
  receivables: '/admin/receivables',
  priceLists: '/admin/price-lists',
  newPriceList: '/admin/price-lists/new',
  priceList: (id: string) => `/admin/price-lists/${encodeURIComponent(id)}`,
  enquiries: '/admin/enquiries',
  enquiry: (id: string) => `/admin/enquiries/${encodeURIComponent(id)}`,
  quotes: '/admin/quotes',
  quote: (quoteNumber: string) => `/admin/quotes/${encodeURIComponent(quoteNumber)}`,
  staff: '/admin/staff',
  audit: '/admin/audit',
  jobs: '/admin/jobs',
  quickBooks: '/admin/quickbooks',
  products: '/admin/products',
  newProduct: '/admin/products/new',
  product: (id: string) => `/admin/products/${encodeURIComponent(id)}`,
  categories: '/admin/catalog/categories',
  machines: '/admin/catalog/machines',
  keywords: '/admin/catalog/keywords',
  catalogImport: '/admin/catalog/import',
  pages: '/admin/pages',
  page: (pageId: string) => `/admin/pages/${encodeURIComponent(pageId)}`,
} as const;

/** The sign-in page that brings the user back to `next` afterwards. */
export const loginPath = (next?: string): string =>
  next && next !== adminPaths.home && next.startsWith('/admin') ? `${adminPaths.login}?next=${encodeURIComponent(next)}` : adminPaths.login;
