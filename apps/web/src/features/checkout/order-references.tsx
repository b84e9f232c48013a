import { PURCHASE_ORDER_LIMITS } from '@northbend/shared';
import { FormField } from '../../ui/form-field';
import type { OrderReferencesForm } from './use-order-references';
import './order-references.scss';
import { TitledSection } from '../../ui/titled-section';

export const referenceFieldId = (field: string) => `checkout-${field.replace('_', '-')}`;

/** Characters as the rule counts them (an emoji is one). */
const lengthOf = (s: string) => [...s].length;

/**
 * Tab 2 (issue 14): the buyer's purchase order number, printed on the order, the invoice and the
 * emails, and a note to the shop. Staff may require the PO number for a customer.
 */
export function OrderReferences({ form }: { form: OrderReferencesForm }) {
  const { values, errors, poRequired } = form;
  const noteLeft = PURCHASE_ORDER_LIMITS.orderNote - lengthOf(values.order_note);
  return (
    <TitledSection block="nb-references" titleId="checkout-references-title" title="Your references">
      <div className="nb-references__grid">
        <FormField
          id={referenceFieldId('po_number')}
          name="po_number"
          label={poRequired ? 'PO number' : 'PO number (optional)'}
          required={poRequired}
          value={values.po_number}
          onChange={(v) => form.setField('po_number', v)}
          error={errors.po_number}
          maxLength={PURCHASE_ORDER_LIMITS.poNumber}
          autoComplete="off"
          hint={
            poRequired
              ? 'Your account needs your purchase order number on every order.'
              : 'Your purchase order number, printed on the order, the invoice and the emails.'
          }
        />
        <div className="nb-references__note">
          <FormField
            id={referenceFieldId('order_note')}
            name="order_note"
            label="Note to us (optional)"
            rows={3}
            value={values.order_note}
            onChange={(v) => form.setField('order_note', v)}
            error={errors.order_note}
            maxLength={PURCHASE_ORDER_LIMITS.orderNote}
            hint={`Delivery instructions or anything we should know. ${noteLeft} of ${PURCHASE_ORDER_LIMITS.orderNote} characters left.`}
          />
        </div>
      </div>
    </TitledSection>
  );
}
