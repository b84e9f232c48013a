/**
 * The customer a storefront page is drawn for (decision 035 point 5): the API reads the page
 * cookie, checks its token and hands this to the storefront's server entry, whose loaders draw
 * the page as that customer would see it.
 */
export interface PageViewer {
  customerId: string;
  userName: string;
  /** The machines in the customer's profile (their company's park), for 'My machines' (issue 16). */
  machines: { makeIds: string[]; modelIds: string[] };
  /** False when the customer turned 'My machines' off on this device (MY_MACHINES_COOKIE). */
  myMachinesOn: boolean;
}

/**
 * 'off' on a device where the customer turned 'My machines' off; absent (on, the default)
 * otherwise. A cookie rather than local storage, so the server draws the list the customer chose.
 */
export const MY_MACHINES_COOKIE = 'nb_my_machines';

/** Whether 'My machines' is on, by a Cookie header (the server) or document.cookie (the browser). */
export function myMachinesOnIn(cookies: string | undefined): boolean {
  return !(cookies ?? '').split(';').some((pair) => pair.trim() === `${MY_MACHINES_COOKIE}=off`);
}
