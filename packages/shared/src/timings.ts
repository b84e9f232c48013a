/** Timings of spec section 9, in milliseconds, used by the storefront. */
export const TIMINGS = {
  storeToastClose: 1500,
  sharedToastClose: 5000,
  orderResultRedirect: 6500,
  verificationRedirect: 5000,
  registrationRedirect: 900,
  heroActivation: 1000,
  tabSwitch: 1000,
  postPayment: 1500,
  submitReset: 3000,
  productDisplay: 500,
  wishlistCardLoad: 500,
  transition: 300,
  sliderAutoplay: 2500,
  sliderSpeed: 600,
  chunkTimeout: 120_000,
  /** Not in the spec: how long the header search waits after the last keystroke. */
  searchDebounce: 300,
} as const;
