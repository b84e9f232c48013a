import { PAYMENT_METHODS, type PaymentMethodType } from '@northbend/shared';

/** 'COD', 'Credit Card', 'Net 30', 'Bank Transfer': the checkout's labels without their '(via …)'. */
export const paymentTypeLabel = (type: PaymentMethodType | string): string =>
  (PAYMENT_METHODS.find((m) => m.type === type)?.label ?? type).replace(/ \(.*\)$/, '');
