import { useState, type FormEvent } from 'react';
import { NOTE_MAX_LENGTH, type AdminOrderDetail } from '@northbend/shared';
import { BusyButton, FormMessage } from '../ui/fields';
import { ordersApi } from './orders-api';
import { useOrderAction } from './use-order-action';

/** An internal note on the order: staff see it in the timeline; the customer never does. */
export function NoteForm({ order, onChange }: { order: AdminOrderDetail; onChange: (order: AdminOrderDetail) => void }) {
  const [body, setBody] = useState('');
  const action = useOrderAction(onChange);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await action.run(() => ordersApi.addNote(order.order_id, body.trim()))) setBody('');
  };
  return (
    <form className="nb-note-form" onSubmit={submit} noValidate>
      <label className="form-label" htmlFor="order-note">
        Add an internal note
      </label>
      <textarea
        id="order-note"
        className="form-control form-control-sm"
        rows={2}
        maxLength={NOTE_MAX_LENGTH}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder="Only staff see notes."
      />
      <div className="nb-note-form__foot">
        <BusyButton type="submit" busy={action.busy} className="btn btn-sm btn-primary" disabled={!body.trim()}>
          Add note
        </BusyButton>
      </div>
      <FormMessage error={action.error} />
    </form>
  );
}
