import type { CustomerAnswer } from '@northbend/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { customerRecord } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { ProfilePage } from './profile-page';

const waiting = { status: 'Awaiting approval' };

describe('the profile dashboard', () => {
  it('links the company and the approvals, with how many requests wait', async () => {
    fakeApi({
      'GET customer/cust-1': { status: true, result: customerRecord() } satisfies CustomerAnswer,
      'GET company/approvals': { result: [waiting, waiting, { status: 'Approved' }] },
    });
    renderRoutes([{ path: paths.profile, Component: ProfilePage }], { at: paths.profile, customer: CUSTOMER });

    const cards = await screen.findByRole('list', { name: 'Your account' });
    expect(within(cards).getByRole('link', { name: /Your Company/ })).toHaveAttribute('href', paths.company);
    expect(within(cards).getByRole('link', { name: /Your Company/ })).toHaveTextContent('Fischer Sheet Metal');
    const approvals = within(cards).getByRole('link', { name: /Approvals/ });
    expect(approvals).toHaveAttribute('href', paths.approvals);
    expect(await within(cards).findByRole('link', { name: /^Approvals\s*2\s*waiting$/ })).toBeInTheDocument();
  });
});
