import { COMPANY_MESSAGES, CUSTOMER_MESSAGES } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { company, customerAs } from './company-fixtures';
import { CompanyPage } from './company-page';

const routes = [{ path: paths.company, Component: CompanyPage }];
const lookups = {
  'GET product/keyword/public/machine-make/dropdown': { result: [] },
};

describe('Your Company', { timeout: 30_000 }, () => {
  it('lists the members with role, limit and invitation state, and the locations', async () => {
    fakeApi({ 'GET company': { result: company() }, 'GET customer/cust-1': customerAs('admin'), ...lookups });
    renderRoutes(routes, { at: paths.company, customer: CUSTOMER });

    expect(await screen.findByRole('heading', { name: 'Fischer Sheet Metal' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Members of Fischer Sheet Metal' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'NameEmailRoleOrder limitStatusActions',
      expect.stringMatching(/^Dana FischerYoudana@example.comAdmin—Active/),
      expect.stringMatching(/^Sam Ortizsam@example.comBuyer\$500.00Active/),
      expect.stringMatching(/^Lee Parklee@example.comBuyerNo limitInvitation expiredSend again/),
    ]);
    const locations = screen.getByRole('region', { name: 'Shipping locations' });
    expect(within(locations).getByRole('heading', { name: /Main plant/ })).toHaveTextContent('Main plantDefault');
    expect(within(locations).getByText(/12 Press Lane/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change machines' })).toHaveAttribute('href', paths.profileUpdate);
  });

  it('invites a buyer with an order limit, checking the form first', async () => {
    let invited = false;
    const sent = fakeApi({
      'GET company': () => ({ result: invited ? company({ members: [...company().members] }) : company() }),
      'GET customer/cust-1': customerAs('admin'),
      'POST company/members': () => {
        invited = true;
        return { status: 201, body: { result: { _id: 'cust-9' }, message: COMPANY_MESSAGES.invited('kim@example.com') } };
      },
      ...lookups,
    });
    renderRoutes(routes, { at: paths.company, customer: CUSTOMER });
    const user = userEvent.setup();

    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByText(CUSTOMER_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(within(form).getByText('Name is required')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'Kim@Example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Kim Baker');
    await user.type(within(form).getByRole('textbox', { name: /Order limit/ }), 'lots');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByText(COMPANY_MESSAGES.limitInvalid)).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: /Order limit/ }));
    await user.type(within(form).getByRole('textbox', { name: /Order limit/ }), '500');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Done.');
    expect(sent.find((r) => r.path === 'company/members')?.body).toEqual({
      user_email: 'kim@example.com',
      user_name: 'Kim Baker',
      company_role: 'buyer',
      order_limit: 500,
    });
    // An admin has no limit: the field goes when the role is admin.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'admin');
    expect(within(form).queryByRole('textbox', { name: /Order limit/ })).not.toBeInTheDocument();
  });

  it("changes a buyer's limit in place, and removes a member only after confirming", async () => {
    const sent = fakeApi({
      'GET company': { result: company() },
      'GET customer/cust-1': customerAs('admin'),
      'PUT company/members/cust-2': {
        result: company({ members: company().members.map((m) => (m._id === 'cust-2' ? { ...m, order_limit: null } : m)) }),
        message: COMPANY_MESSAGES.memberSaved,
      },
      'DELETE company/members/cust-2': { message: COMPANY_MESSAGES.memberRemoved },
      ...lookups,
    });
    renderRoutes(routes, { at: paths.company, customer: CUSTOMER });
    const user = userEvent.setup();

    await screen.findByText('sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Change role or limit of Sam Ortiz' }));
    const edit = screen.getByRole('form', { name: "Change Sam Ortiz's role and limit" });
    const limit = within(edit).getByRole('textbox', { name: /Order limit/ });
    expect(limit).toHaveValue('500');
    await user.clear(limit);
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    const row = (await screen.findByText('sam@example.com')).closest('tr')!;
    expect(row).toHaveTextContent('No limit');
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ company_role: 'buyer', order_limit: null });

    await user.click(screen.getByRole('button', { name: 'Remove Sam Ortiz' }));
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    const confirm = screen.getByRole('group', { name: 'Remove Sam Ortiz' });
    expect(confirm).toHaveTextContent('Remove Sam Ortiz from your company? They can no longer log in or order.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove member' }));
    await screen.findByText('sam@example.com');
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['company/members/cust-2']);
  });

  it('adds a shipping location with the checkout’s address rules', async () => {
    const sent = fakeApi({
      'GET company': { result: company({ addresses: [] }) },
      'GET customer/cust-1': customerAs('admin'),
      'POST company/addresses': { status: 201, body: { result: { _id: 'addr-2' }, message: COMPANY_MESSAGES.addressSaved } },
      ...lookups,
    });
    renderRoutes(routes, { at: paths.company, customer: CUSTOMER });
    const user = userEvent.setup();

    expect(await screen.findByText('No shipping locations yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a location' }));
    const form = screen.getByRole('form', { name: 'Add a shipping location' });
    await user.click(within(form).getByRole('button', { name: 'Add location' }));
    expect(within(form).getByText(COMPANY_MESSAGES.labelRequired)).toBeInTheDocument();
    expect(within(form).getByText('Address is required')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Company' })).toHaveValue('Fischer Sheet Metal');

    await user.type(within(form).getByRole('textbox', { name: 'Location name' }), 'North dock');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Receiving');
    await user.type(within(form).getByRole('textbox', { name: 'Address' }), '40 Mill Road');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Holland');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Country' }), 'United States');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'Michigan');
    await user.type(within(form).getByRole('textbox', { name: 'Zip Code' }), '49423');
    await user.click(within(form).getByRole('checkbox', { name: /Default location/ }));
    await user.click(within(form).getByRole('button', { name: 'Add location' }));
    await screen.findByRole('button', { name: 'Add a location' });
    expect(sent.find((r) => r.path === 'company/addresses')?.body).toMatchObject({
      label: 'North dock',
      customer_name: 'Receiving',
      customer_address: '40 Mill Road',
      customer_state: 'Michigan',
      is_default: true,
    });
  });

  it('shows a buyer the same company read-only: no forms, no member or location actions', async () => {
    fakeApi({
      'GET company': { result: company({ my_role: 'buyer' }) },
      'GET customer/cust-1': customerAs('buyer', 500),
      ...lookups,
    });
    renderRoutes(routes, { at: paths.company, customer: CUSTOMER });

    expect(await screen.findByRole('table', { name: 'Members of Fischer Sheet Metal' })).toBeInTheDocument();
    expect(screen.getByText(/You are a/)).toHaveTextContent('You are a buyer with an order limit of $500.00 per order');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rename|Remove|Change|Send again|Add a location|Make default/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change machines' })).not.toBeInTheDocument();
    expect(screen.getByText('Only an admin of your company can change the machines.')).toBeInTheDocument();
  });
});
