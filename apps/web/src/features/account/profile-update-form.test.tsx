import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { customerRecord } from '../../test/fixtures';
import { CUSTOMER, renderRoutes } from '../../test/render';
import { ProfileUpdateForm } from './profile-update-form';

// Issue 16 (spec section 5): machine makes, models, sheet material and thickness are marked required,
// and the form holds them to it with the server's rule (ProfileUpdate in packages/shared).

describe('the profile form', () => {
  it('marks the four pickers required and refuses a profile without them, sending nothing', async () => {
    const sent = fakeApi({
      'GET product/keyword/public/machine-make/dropdown': { status: true, result: [{ value: 'make-1', name: 'Trumpf' }] },
    });
    const customer = customerRecord({ user_address: '12 Press Lane, Grand Rapids' });
    renderRoutes([{ path: '/user/profile/update', element: <ProfileUpdateForm customer={customer} onSaved={() => undefined} /> }], {
      at: '/user/profile/update',
      customer: CUSTOMER,
    });
    const user = userEvent.setup();

    for (const name of [/^Machine Makes/, /^Machine Models/, /^Sheet Material/, /^Sheet Thickness/])
      expect(screen.getByRole('button', { name })).toHaveAccessibleName(expect.stringContaining('(required)'));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(screen.getByRole('button', { name: /^Machine Makes/ })).toHaveAccessibleDescription('Please select at least one machine make');
    expect(screen.getByRole('button', { name: /^Machine Models/ })).toHaveAccessibleDescription('Please select at least one machine model');
    expect(screen.getByRole('button', { name: /^Sheet Material/ })).toHaveAccessibleDescription('Please select a sheet material');
    expect(screen.getByRole('button', { name: /^Sheet Thickness/ })).toHaveAccessibleDescription('Please select a sheet thickness');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Machine Makes/ })).toHaveFocus());
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);

    // Choosing a make takes its message away.
    await user.click(screen.getByRole('button', { name: /^Machine Makes/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Trumpf' }));
    expect(screen.queryByText('Please select at least one machine make')).not.toBeInTheDocument();
    // A whole form with four pickers: more than the default 5 s on a busy machine.
  }, 20_000);
});
