import { MY_MACHINES_COOKIE, myMachinesOnIn, type PageViewer } from '@northbend/shared';
import { session } from '../../lib/session-storage';
import type { SessionUser } from '../../state/user-slice';

// Part of the first page's script (the store home's loader reads it) and of the islands: keep it
// small, and free of React and Redux.

/** The machines in a customer's profile, as the 'My machines' filter sends them (fitsMachine…Ids). */
export interface MyMachines {
  makeIds: string[];
  modelIds: string[];
}

const YEAR_S = 365 * 24 * 3600;

const idsOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((id): id is string => typeof id === 'string' && id !== '') : []);

/** The machines in the logged-in customer's profile, or null for a visitor or a profile without machines. */
export function profileMachines(user: SessionUser | null | undefined): MyMachines | null {
  if (!user?._id) return null;
  return machinesOrNull({ makeIds: idsOf(user.user_machine_make_ids), modelIds: idsOf(user.user_machine_model_ids) });
}

/** The machines, or null when there are none (a park of no machine filters nothing). */
export const machinesOrNull = (machines: MyMachines): MyMachines | null =>
  machines.makeIds.length || machines.modelIds.length ? machines : null;

/** On unless the customer turned it off on this device: a cookie, so the server draws their choice. */
export const myMachinesOn = (): boolean => myMachinesOnIn(typeof document === 'undefined' ? '' : document.cookie);

export function setMyMachinesOn(on: boolean): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = on
    ? `${MY_MACHINES_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
    : `${MY_MACHINES_COOKIE}=off; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`;
}

/** Where a device kept 'My machines' off before the choice became a cookie (issue 29). */
const OLD_OFF_KEY = 'nb.myMachines';

/**
 * A device that turned 'My machines' off while the choice lived in local storage keeps it: the
 * cookie is set from the old key, which goes. True when that turned it off (the page on show was
 * drawn with it on, and must be drawn again); false once carried over, or with nothing to carry.
 */
export function carryOverOldChoice(): boolean {
  try {
    if (localStorage.getItem(OLD_OFF_KEY) !== 'off') return false;
    localStorage.removeItem(OLD_OFF_KEY);
  } catch {
    return false; // Storage refused (private mode): it never held a choice.
  }
  if (!myMachinesOn()) return false;
  setMyMachinesOn(false);
  return true;
}

/** The filter body's 'My machines' fields; none while it is off. */
export const fitsBody = (mine: MyMachines | null) => (mine ? { fitsMachineMakeIds: mine.makeIds, fitsMachineModelIds: mine.modelIds } : {});

/** Who sees 'My machines' and how: a visitor, a customer without machines, or with them and the device's choice. */
export interface MachinesChoice {
  customer: boolean;
  /** The machines in the customer's profile; null for a visitor or a profile without machines. */
  park: MyMachines | null;
  on: boolean;
}

/**
 * 'My machines' for the page being drawn: on the server, the page cookie's customer (none for a
 * visitor) and their device's choice, which the page route read from its cookie; in the browser,
 * the stored customer's and this device's.
 */
export function machinesChoice(viewer: PageViewer | undefined): MachinesChoice {
  if (!import.meta.env.SSR) {
    const user = session.user();
    return { customer: Boolean(user?._id), park: profileMachines(user), on: myMachinesOn() };
  }
  return { customer: Boolean(viewer), park: viewer ? machinesOrNull(viewer.machines) : null, on: viewer?.myMachinesOn ?? true };
}

/** The machines a list narrows to: the park while 'My machines' is on. */
export const narrowedTo = (choice: MachinesChoice): MyMachines | null => (choice.on ? choice.park : null);
