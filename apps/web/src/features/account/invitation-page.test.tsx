import { COMPANY_MESSAGES, CUSTOMER_MESSAGES } from '@northbend/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { InvitationPage } from './invitation-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const routes = [{ path: paths.invitation, Component: InvitationPage }];
const facts = { result: { company_name: 'Fischer Sheet Metal', user_email: 'kim@example.com', user_name: 'Kim Baker' } };

describe('joining a company by invitation', { timeout: 30_000 }, () => {
  it('checks the link, then sets the password under registration’s rules and leads to login', async () => {
    const sent = fakeApi({
      'POST company/invitations/check': facts,
      'POST company/invitations/accept': { message: COMPANY_MESSAGES.invitationAccepted },
    });
    renderRoutes(routes, { at: `${paths.invitation}?token=${TOKEN}` });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Join Fischer Sheet Metal' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('kim@example.com');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Kim Baker');

    await user.type(screen.getByLabelText(/^Password/), 'short');
    expect(screen.getByText(CUSTOMER_MESSAGES.password)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Punch#2024');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Punch#2025');
    expect(screen.getByText(CUSTOMER_MESSAGES.passwordMismatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Punch#2024');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText(COMPANY_MESSAGES.invitationAccepted)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', paths.login);
    expect(sent.find((r) => r.path === 'company/invitations/accept')?.body).toEqual({
      token: TOKEN,
      user_name: 'Kim Baker',
      user_password: 'Punch#2024',
      user_confirm_password: 'Punch#2024',
    });
  });

  it('says plainly when the link is invalid or has expired', async () => {
    fakeApi({ 'POST company/invitations/check': { status: 400, body: { message: COMPANY_MESSAGES.invitationInvalid } } });
    renderRoutes(routes, { at: `${paths.invitation}?token=${TOKEN}` });

    expect(await screen.findByRole('alert')).toHaveTextContent(COMPANY_MESSAGES.invitationInvalid);
    expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
  });
});
