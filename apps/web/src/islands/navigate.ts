/**
 * Leaves the island page for another document (the login page, say). One place, so the islands'
 * tests can watch where a press leads without a browser that navigates.
 */
export function goTo(url: string): void {
  location.assign(url);
}

/** Loads the same address again in place of this page (no new history entry). */
export function loadAgain(): void {
  location.replace(location.href);
}

/** Leaves for `url` in place of this page (no history entry back to it: a login page, say). */
export function replaceWith(url: string): void {
  location.replace(url);
}
