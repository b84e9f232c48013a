/**
 * Answers of UPS's Tracking API (`GET /api/track/v1/details/{number}`) in the shape UPS documents,
 * for the fake UPS server in tests and the browser journeys: a delivered parcel, one in transit,
 * an exception (a delivery attempt) and a return to the shipper. Numbers and dates are written as
 * UPS writes them: strings, dates YYYYMMDD, times HHMMSS.
 */
type Json = Record<string, unknown>;

const location = {
  address: { city: 'ROCKFORD', stateProvince: 'IL', postalCode: '61109', country: 'US', countryCode: 'US' },
  slic: '6102',
};

function trackAnswer(number: string, pkg: Json): Json {
  return {
    trackResponse: {
      shipment: [
        {
          inquiryNumber: number,
          package: [
            {
              trackingNumber: number,
              packageCount: 1,
              service: { code: '003', levelCode: '003', description: 'UPS Ground' },
              weight: { unitOfMeasurement: 'LBS', weight: '12.40' },
              referenceNumber: [{ type: 'SHIPMENT', number: 'NB-100001' }],
              ...pkg,
            },
          ],
        },
      ],
    },
  };
}

const status = (type: string, code: string, description: string, statusCode: string) => ({
  type,
  description,
  code,
  statusCode,
  simplifiedTextDescription: description,
});

/** Delivered on `date` (YYYYMMDD) at `time` (HHMMSS). */
export const deliveredAnswer = (number: string, date = '20261127', time = '143200'): Json =>
  trackAnswer(number, {
    currentStatus: status('D', 'FS', 'DELIVERED', '011'),
    deliveryDate: [{ type: 'DEL', date }],
    deliveryTime: { type: 'DEL', startTime: '', endTime: time },
    activity: [
      { location, status: status('D', 'FS', 'DELIVERED', '011'), date, time },
      { location, status: status('I', 'OT', 'Out For Delivery Today', '021'), date, time: '081500' },
    ],
  });

/** On its way, due on `date`. */
export const inTransitAnswer = (number: string, date = '20261130'): Json =>
  trackAnswer(number, {
    currentStatus: status('I', 'DP', 'Departed from Facility', '005'),
    deliveryDate: [{ type: 'SDD', date }],
    activity: [{ location, status: status('I', 'DP', 'Departed from Facility', '005'), date: '20261126', time: '221000' }],
  });

/** UPS tried to deliver and could not (an exception, type X). */
export const deliveryAttemptedAnswer = (number: string): Json =>
  trackAnswer(number, {
    currentStatus: status(
      'X',
      '48',
      'The receiver was not available for delivery. We will make a second attempt the next business day.',
      '008',
    ),
    deliveryDate: [{ type: 'RDD', date: '20261130' }],
    activity: [
      {
        location,
        status: status(
          'X',
          '48',
          'The receiver was not available for delivery. We will make a second attempt the next business day.',
          '008',
        ),
        date: '20261127',
        time: '163000',
      },
    ],
  });

/** Going back to the shop (type RS). */
export const returnedAnswer = (number: string): Json =>
  trackAnswer(number, {
    currentStatus: status('RS', 'RS', 'Returned to Sender', '034'),
    activity: [{ location, status: status('RS', 'RS', 'Returned to Sender', '034'), date: '20261127', time: '101500' }],
  });
