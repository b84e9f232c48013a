import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminJob, AdminJobList } from '@northbend/shared';
import { NoticeHost } from '../ui/notices';
import { JobsPage } from './jobs-page';

const dead: AdminJob = {
  id: 7,
  kind: 'order.confirmation',
  about: 'NB-100042',
  state: 'dead',
  attempts: 8,
  max_attempts: 8,
  run_at: '2026-11-26T08:00:00.000Z',
  last_error: 'connect ECONNREFUSED 10.0.0.5:587',
  created_at: '2026-11-25T23:00:00.000Z',
  finished_at: '2026-11-26T08:00:00.000Z',
};
const retrying: AdminJob = {
  ...dead,
  id: 8,
  kind: 'contact.enquiry',
  about: 'sales@northbendtooling.com',
  state: 'queued',
  attempts: 2,
  finished_at: null,
};

/** Stubs fetch: the list, then the retry, then the list again without the retried job. */
function fakeJobs() {
  const calls: string[] = [];
  const lists: AdminJobList[] = [
    { result: [retrying, dead], counts: { queued: 3, running: 0, dead: 1 } },
    { result: [retrying], counts: { queued: 4, running: 0, dead: 0 } },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      calls.push(`${init.method ?? 'GET'} ${url}`);
      const body = url.endsWith('/retry')
        ? { message: 'The job has been queued again and runs in a moment.', result: { ...dead, state: 'queued', attempts: 0 } }
        : (lists.shift() ?? lists.at(-1));
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

describe('Email & jobs', { timeout: 30_000 }, () => {
  it('lists failed and retrying emails with their last error, and retries one', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = fakeJobs();
    const router = createMemoryRouter([{ path: '/admin/jobs', element: <JobsPage /> }], { initialEntries: ['/admin/jobs'] });
    render(
      <NoticeHost>
        <RouterProvider router={router} />
      </NoticeHost>,
    );

    const table = await screen.findByRole('table', { name: 'Jobs that failed, newest first' });
    const deadRow = within(table).getByText('Order confirmation').closest('tr')!;
    expect(within(deadRow).getByText('Failed')).toBeTruthy();
    expect(within(deadRow).getByText('8 of 8 attempts')).toBeTruthy();
    expect(within(deadRow).getByText('connect ECONNREFUSED 10.0.0.5:587')).toBeTruthy();
    expect(within(deadRow).getByText(/NB-100042/)).toBeTruthy();
    const retryingRow = within(table).getByText('Contact enquiry to sales').closest('tr')!;
    expect(within(retryingRow).getByText('Retrying')).toBeTruthy();
    expect(screen.getByText('Gave up after every attempt').previousElementSibling?.textContent).toBe('1');

    await user.click(within(deadRow).getByRole('button', { name: 'Retry: job 7' }));
    expect(await screen.findByText('The job has been queued again and runs in a moment.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('Order confirmation')).toBeNull());
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([expect.stringMatching(/^POST .*\/api\/v1\/admin\/jobs\/7\/retry$/)]);
  });
});
