import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveIsland } from '../../test/serve-island';
import OtherMachinesIsland from '../other-machines/other-machines.island';
import MyMachinesIsland from './my-machines.island';

const goTo = vi.fn();
const loadAgain = vi.fn();
vi.mock('../navigate', () => ({ goTo: (url: string) => goTo(url), loadAgain: () => loadAgain() }));

const choice = () => (document.cookie.includes('nb_my_machines=off') ? 'off' : 'on');

beforeEach(() => {
  goTo.mockClear();
  loadAgain.mockClear();
});
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  document.cookie = 'nb_my_machines=; Path=/; Max-Age=0';
});

describe("the 'My machines' switch island", () => {
  it('turns off on this device (a cookie the server reads) and loads page 1 of the same list', async () => {
    await serveIsland(MyMachinesIsland, { on: true, firstPage: '/?q=die', editHref: '/user/profile/update' });
    const toggle = screen.getByRole('switch', { name: 'My machines' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Only tooling that fits the machines in your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit my machines' })).toHaveAttribute('href', '/user/profile/update');

    await userEvent.setup().click(toggle);
    expect(choice()).toBe('off');
    expect(goTo).toHaveBeenCalledWith('/?q=die');
  });

  it('turns on again', async () => {
    document.cookie = 'nb_my_machines=off; Path=/';
    await serveIsland(MyMachinesIsland, { on: false, firstPage: '/', editHref: '/user/profile/update' });
    expect(screen.getByText('Showing tooling for every machine.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('switch', { name: 'My machines' }));
    expect(choice()).toBe('on');
    expect(goTo).toHaveBeenCalledWith('/');
  });
});

describe("a device that turned 'My machines' off before the choice became a cookie", () => {
  it('keeps it off: the cookie is set from local storage, whose key goes, and the list is drawn again for it', async () => {
    localStorage.setItem('nb.myMachines', 'off');
    await serveIsland(MyMachinesIsland, { on: true, firstPage: '/', editHref: '/user/profile/update' });
    expect(choice()).toBe('off');
    expect(localStorage.getItem('nb.myMachines')).toBeNull();
    expect(loadAgain).toHaveBeenCalledTimes(1);
  });

  it('changes nothing for a device without the old key, nor loads the page again', async () => {
    await serveIsland(MyMachinesIsland, { on: true, firstPage: '/', editHref: '/user/profile/update' });
    expect(choice()).toBe('on');
    expect(loadAgain).not.toHaveBeenCalled();
  });
});

describe('the other machines note island (issue 28)', () => {
  it('says how many more match, and "show all" turns My machines off and loads the list for every machine', async () => {
    await serveIsland(OtherMachinesIsland, { count: 12, allHref: '/search?q=punch' });
    expect(screen.getByText(/12 more for other machines —/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'show all' }));
    expect(choice()).toBe('off');
    expect(goTo).toHaveBeenCalledWith('/search?q=punch');
  });
});
