import { checkOrderNote, checkPoNumber } from '@northbend/shared';
import { useRef, useState } from 'react';

export type ReferenceField = 'po_number' | 'order_note';
export const REFERENCE_FIELDS: ReferenceField[] = ['po_number', 'order_note'];

/** What POST order/create takes besides the payment (issue 14): trimmed, null when not given. */
export interface OrderReferences {
  po_number: string | null;
  order_note: string | null;
}

export type ReferenceErrors = Partial<Record<ReferenceField, string>>;

/** The server's own rules (packages/shared/src/purchase-orders.ts): the form refuses what the server would. */
function check(values: Record<ReferenceField, string>, poRequired: boolean) {
  const po = checkPoNumber(values.po_number, poRequired);
  const note = checkOrderNote(values.order_note);
  const errors: ReferenceErrors = {
    ...(po.ok ? {} : { po_number: po.message }),
    ...(note.ok ? {} : { order_note: note.message }),
  };
  const references = po.ok && note.ok ? { po_number: po.value, order_note: note.value } : null;
  return { references, errors };
}

/**
 * The buyer's PO number and note on tab 2. `validate` answers what to send with the order, or
 * null with the messages shown; after a refused press the messages follow the typing.
 */
export function useOrderReferences(poRequired: boolean) {
  const [values, setValues] = useState<Record<ReferenceField, string>>({ po_number: '', order_note: '' });
  const [errors, setErrors] = useState<ReferenceErrors>({});
  const checking = useRef(false);

  const setField = (field: ReferenceField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checking.current) setErrors(check(next, poRequired).errors);
  };

  function validate(): { references: OrderReferences | null; errors: ReferenceErrors } {
    const result = check(values, poRequired);
    checking.current = !result.references;
    setErrors(result.errors);
    return result;
  }

  return { values, errors, setField, validate, poRequired };
}

export type OrderReferencesForm = ReturnType<typeof useOrderReferences>;
