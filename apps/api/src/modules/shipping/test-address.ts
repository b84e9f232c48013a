// Shared by test files (not a test file itself): a complete US shipping address without the
// email, which the server always takes from the account.
export const SAMPLE_ADDRESS = {
  customer_name: 'Dana Whitfield',
  customer_phone_number: '+1 616 555 0199',
  customer_company: 'Precision Fab LLC',
  customer_address: '1200 Industrial Ave',
  customer_secondary_address: 'Dock 4',
  customer_city: 'Holland',
  customer_state: 'Michigan',
  customer_zip_code: '49423',
  customer_country: 'United States',
};
