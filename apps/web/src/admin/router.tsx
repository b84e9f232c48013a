import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { StaffPermission } from '@northbend/shared';
import { AdminLayout } from './shell/admin-layout';
import { Allowed } from './shell/allowed';
import { RequireStaff } from './shell/require-staff';
import { Loading } from './ui/states';

type Lazy = () => Promise<{ Component: ComponentType }>;

/** A screen in a chunk of its own, shown only to roles with `permission` when one is given. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, permission?: StaffPermission): Lazy {
  return async () => {
    const Screen = pick(await load());
    if (!permission) return { Component: Screen };
    return {
      Component: () => (
        <Allowed permission={permission}>
          <Screen />
        </Allowed>
      ),
    };
  };
}

/**
 * The back office's pages, all under /admin (admin.html, decision 011). Sign-in and the invitation
 * link work without a session; everything else is behind RequireStaff and inside the shell.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/login',
    hydrateFallbackElement: <Loading />,
    lazy: screen(
      () => import('./auth/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: '/admin/set-password',
    hydrateFallbackElement: <Loading />,
    lazy: screen(
      () => import('./auth/set-password-page'),
      (m) => m.SetPasswordPage,
    ),
  },
  {
    path: '/admin',
    element: <RequireStaff />,
    hydrateFallbackElement: <Loading />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          {
            index: true,
            lazy: screen(
              () => import('./dashboard/dashboard-page'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: 'profile',
            lazy: screen(
              () => import('./auth/profile-page'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: 'orders',
            lazy: screen(
              () => import('./orders/orders-page'),
              (m) => m.OrdersPage,
              'orders.read',
            ),
          },
          {
            path: 'orders/:orderId',
            lazy: screen(
              () => import('./orders/order-page'),
              (m) => m.OrderPage,
              'orders.read',
            ),
          },
          {
            path: 'customers',
            lazy: screen(
              () => import('./customers/customers-page'),
              (m) => m.CustomersPage,
              'customers.manage',
            ),
          },
          {
            path: 'customers/:id',
            lazy: screen(
              () => import('./customers/customer-page'),
              (m) => m.CustomerPage,
              'customers.manage',
            ),
          },
          {
            path: 'companies',
            lazy: screen(
              () => import('./companies/companies-page'),
              (m) => m.CompaniesPage,
              'customers.manage',
            ),
          },
          {
            path: 'companies/:id',
            lazy: screen(
              () => import('./companies/company-page'),
              (m) => m.CompanyPage,
              'customers.manage',
            ),
          },
          {
            path: 'price-lists',
            lazy: screen(
              () => import('./price-lists/price-lists-page'),
              (m) => m.PriceListsPage,
              'prices.manage',
            ),
          },
          {
            path: 'price-lists/new',
            lazy: screen(
              () => import('./price-lists/price-list-page'),
              (m) => m.PriceListPage,
              'prices.manage',
            ),
          },
          {
            path: 'price-lists/:id',
            lazy: screen(
              () => import('./price-lists/price-list-page'),
              (m) => m.PriceListPage,
              'prices.manage',
            ),
          },
          {
            path: 'receivables',
            lazy: screen(
              () => import('./receivables/receivables-page'),
              (m) => m.ReceivablesPage,
              'orders.payments',
            ),
          },
          {
            path: 'enquiries',
            lazy: screen(
              () => import('./enquiries/enquiries-page'),
              (m) => m.EnquiriesPage,
              'enquiries.manage',
            ),
          },
          {
            path: 'enquiries/:id',
            lazy: screen(
              () => import('./enquiries/enquiry-page'),
              (m) => m.EnquiryPage,
              'enquiries.manage',
            ),
          },
          {
            path: 'quotes',
            lazy: screen(
              () => import('./quotes/quotes-page'),
              (m) => m.QuotesPage,
              'quotes.manage',
            ),
          },
          {
            path: 'quotes/:quoteNumber',
            lazy: screen(
              () => import('./quotes/quote-page'),
              (m) => m.QuotePage,
              'quotes.manage',
            ),
          },
          {
            path: 'products',
            lazy: screen(
              () => import('./products/products-page'),
              (m) => m.ProductsPage,
              'catalog.edit',
            ),
          },
          {
            path: 'products/new',
            lazy: screen(
              () => import('./products/product-editor-page'),
              (m) => m.ProductEditorPage,
              'catalog.edit',
            ),
          },
          {
            path: 'products/:id',
            lazy: screen(
              () => import('./products/product-editor-page'),
              (m) => m.ProductEditorPage,
              'catalog.edit',
            ),
          },
          {
            path: 'catalog/categories',
            lazy: screen(
              () => import('./catalog-lists/categories-page'),
              (m) => m.CategoriesPage,
              'catalog.edit',
            ),
          },
          {
            path: 'catalog/machines',
            lazy: screen(
              () => import('./catalog-lists/machines-page'),
              (m) => m.MachinesPage,
              'catalog.edit',
            ),
          },
          {
            path: 'catalog/keywords',
            lazy: screen(
              () => import('./catalog-lists/keywords-page'),
              (m) => m.KeywordsPage,
              'catalog.edit',
            ),
          },
          {
            path: 'catalog/import',
            lazy: screen(
              () => import('./catalog-csv/catalog-import-page'),
              (m) => m.CatalogImportPage,
              'catalog.edit',
            ),
          },
          {
            path: 'pages',
            lazy: screen(
              () => import('./content/pages-page'),
              (m) => m.PagesPage,
              'content.edit',
            ),
          },
          {
            path: 'pages/:pageId',
            lazy: screen(
              () => import('./content/page-editor-page'),
              (m) => m.PageEditorPage,
              'content.edit',
            ),
          },
          {
            path: 'staff',
            lazy: screen(
              () => import('./staff/staff-page'),
              (m) => m.StaffPage,
              'staff.manage',
            ),
          },
          {
            path: 'jobs',
            lazy: screen(
              () => import('./jobs/jobs-page'),
              (m) => m.JobsPage,
              'jobs.manage',
            ),
          },
          {
            path: 'quickbooks',
            lazy: screen(
              () => import('./books/quickbooks-page'),
              (m) => m.QuickBooksPage,
              'jobs.manage',
            ),
          },
          {
            path: 'audit',
            lazy: screen(
              () => import('./audit/audit-page'),
              (m) => m.AuditPage,
              'audit.read',
            ),
          },
          {
            path: '*',
            lazy: screen(
              () => import('./shell/not-found-page'),
              (m) => m.AdminNotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

export const createAdminRouter = () => createBrowserRouter(adminRoutes);
