import { approvalPath, APPROVALS_PATH, categoryPath, orderFocusPath, payOrderPath, productPath, STOREFRONT_PATHS } from '@northbend/shared';

/** Every storefront path, built in one place (spec section 2); those the API links to come from packages/shared. */
export const paths = {
  home: '/',
  /** The search results page (issue 16). */
  search: (q: string) => `/search?${new URLSearchParams({ q }).toString()}`,
  /** The tool finder (issue 14): punches and dies of a hole, with the die clearance for the sheet. */
  toolFinder: '/tool-finder',
  product: productPath,
  category: (categorySlug: string, id: string) => categoryPath(categorySlug, id),
  categoryProducts: (parentSlug: string, categorySlug: string, id: string) => categoryPath(categorySlug, id, parentSlug),
  content: (slug: string) => `/${slug}`,
  contactUs: '/contact-us',
  productVariantExample: '/product-variant-example',
  privacyPolicy: '/privacy-policy',
  endUserLicenseAgreement: '/end-user-license-agreement',
  login: '/user/login',
  register: '/user/register',
  registerSuccess: '/user/register/success',
  verifyRegister: '/user/verify/register',
  forgetPassword: '/user/forget-password',
  resetPassword: '/user/reset-password',
  logout: '/user/logout',
  changePassword: '/user/change-password',
  profile: '/user/profile',
  profileUpdate: '/user/profile/update',
  orders: STOREFRONT_PATHS.orders,
  wishlist: '/user/wishlist',
  cart: '/user/add-to-cart',
  /** Quick order by part number (issue 14): customers only. */
  quickOrder: '/user/quick-order',
  /** Quotes for special tools (issue 14 item 5); the quote screens build their own paths (features/quotes). */
  quotes: '/user/quotes',
  /** Where a buyer asks for a tool the catalog does not have (the tool finder's and search's empty results). */
  quoteRequest: '/user/quotes/new',
  /** The customer's company (issue 26): members, invitations, shipping locations, machines. */
  company: '/user/company',
  /** Where an invited colleague sets a name and password (the invitation email's link, ?token=). */
  invitation: '/user/invitation',
  /** Orders over a buyer's limit waiting for an admin (issue 26), and one of them. */
  approvals: APPROVALS_PATH,
  approval: approvalPath,
  checkout: STOREFRONT_PATHS.checkout,
  /** The checkout paying an order that is placed but not paid. */
  payOrder: payOrderPath,
  /** Order results (spec section 2; 'faild' is the spec's spelling of the routes). */
  orderPlaced: '/order/process/success',
  orderFailed: '/order/process/faild',
  paymentSucceeded: STOREFRONT_PATHS.paymentSucceeded,
  paymentFailed: STOREFRONT_PATHS.paymentFailed,
  /** The orders page with one order highlighted and scrolled to (spec section 2). */
  orderFocus: orderFocusPath,
} as const;
