/**
 * Back-office roles and what each may do (issue 11): the one table the API's guards and the admin
 * UI both read, so a button is shown exactly when the server would allow its call.
 */
export const STAFF_ROLES = ['owner', 'sales', 'warehouse', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  sales: 'Sales',
  warehouse: 'Warehouse',
  editor: 'Editor',
};

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including staff accounts, security settings and the audit log.',
  sales: 'Orders, payments, customers, enquiries, quotes and undelivered email.',
  warehouse: 'Orders: picking, packing and shipping.',
  editor: 'Catalog and content pages.',
};

export const STAFF_PERMISSIONS = [
  'orders.read',
  'orders.fulfil',
  'orders.payments',
  'orders.cancel',
  'customers.manage',
  'enquiries.manage',
  /** Quotes for special tools: answer requests with priced offers, messages, declines (issue 14 item 5). */
  'quotes.manage',
  /** Contract prices: price lists given to companies (issue 27). */
  'prices.manage',
  'catalog.edit',
  'content.edit',
  'staff.manage',
  'settings.manage',
  'audit.read',
  /** Email and other background jobs: see the failed ones, send them again (decision 013). */
  'jobs.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  sales: [
    'orders.read',
    'orders.fulfil',
    'orders.payments',
    'orders.cancel',
    'customers.manage',
    'enquiries.manage',
    'quotes.manage',
    'prices.manage',
    'jobs.manage',
  ],
  warehouse: ['orders.read', 'orders.fulfil'],
  editor: ['catalog.edit', 'content.edit'],
};

/** Whether a role may do something; unknown roles may do nothing. */
export function can(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return !!role && (ROLE_PERMISSIONS[role]?.includes(permission) ?? false);
}

/** The permissions of a role, in the order of STAFF_PERMISSIONS. */
export const permissionsOf = (role: StaffRole): StaffPermission[] => STAFF_PERMISSIONS.filter((p) => can(role, p));

/** Staff passwords: at least this long, no other rule (a passphrase beats a pattern). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

/** The shop-wide switch that makes two-factor sign-in compulsory for every staff user. */
export const STAFF_TOTP_REQUIRED_SETTING = 'staff_totp_required';
