/** @jsxImportSource preact */
import { useRef } from 'preact/hooks';
import type { ContactFieldName } from '../../features/content/blocks/contact-form-validation';
import { FormField } from './form-field';
import { MachinePicker } from './machine-picker';
import { loadValidator, useContactForm } from './use-contact-form';

export interface ContactFormIslandProps {
  /** The block's id prefix (`nb-contact-…`), shared with its heading the server drew around the form. */
  id: string;
}

/** Screen order, to put the focus on the first field with a message after a refused submit. */
const FIELD_ORDER: ContactFieldName[] = ['name', 'email', 'phone', 'business_name', 'where_are_you_located', 'message'];

/**
 * The 'Get In Touch' form (spec sections 2 and 5) as an island: the same fields, markup and focus
 * handling as the client application's ContactFormBlock. The heading and intro around it are the
 * page's plain HTML. A failed send says why in the status area (no toasts on an island page).
 */
export default function ContactFormIsland({ id }: ContactFormIslandProps) {
  const form = useContactForm();
  const status = useRef<HTMLDivElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const trap = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: Event) => {
    e.preventDefault();
    const errors = await form.submit(trap.current?.value);
    const first = FIELD_ORDER.find((f) => errors[f]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    // The button was disabled while sending, which drops its focus: give it back after a failure,
    // or move it to the success message so it is read out.
    else if (errors.form) requestAnimationFrame(() => sendButton.current?.focus());
    else status.current?.focus();
  };
  const field = (name: ContactFieldName) => ({
    id: `${id}-${name}`,
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: (v: string) => form.setField(name, v),
  });

  return (
    <form class="nb-contact-form__panel" noValidate onSubmit={onSubmit} onFocusIn={() => void loadValidator()} aria-busy={form.sending}>
      <div ref={status} tabIndex={-1} role="status" class="nb-contact-form__status">
        {form.sentMessage && <p class="alert alert-success">{form.sentMessage}</p>}
        {form.failure && <p class="alert alert-warning">{form.failure}</p>}
      </div>
      {/* A field for bots only: hidden from people and screen readers, skipped by Tab. */}
      <div class="visually-hidden" aria-hidden="true">
        <label for={`${id}-website`}>Website</label>
        <input ref={trap} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div class="nb-contact-form__grid">
        <FormField {...field('name')} label="Name" required autoComplete="name" maxLength={200} />
        <FormField {...field('email')} label="Email" required type="email" autoComplete="email" maxLength={254} />
        <FormField {...field('phone')} label="Phone" type="tel" autoComplete="tel" maxLength={40} />
        <FormField {...field('business_name')} label="Business Name" required autoComplete="organization" maxLength={200} />
        <div class="nb-contact-form__wide">
          <FormField
            {...field('where_are_you_located')}
            label="Where are you located?"
            required
            autoComplete="address-level2"
            maxLength={200}
            placeholder="City, state or province, country"
          />
        </div>
        <div class="nb-contact-form__machines">
          <MachinePicker
            id={`${id}-makes`}
            label="Machine makes"
            items={form.makes}
            selected={form.makeIds}
            onChange={form.setMakeIds}
            placeholder="--- select machine makes ---"
          />
          <MachinePicker
            id={`${id}-models`}
            label="Machine models"
            items={form.models}
            selected={form.modelIds}
            onChange={form.setModelIds}
            placeholder="--- select machine models ---"
          />
        </div>
        <div class="nb-contact-form__wide">
          <FormField {...field('message')} label="Message" required rows={5} maxLength={5000} />
        </div>
      </div>
      {form.errors.form && (
        <p class="alert alert-danger mt-3 mb-0" role="alert">
          {form.errors.form}
        </p>
      )}
      <div class="nb-contact-form__actions">
        <button ref={sendButton} type="submit" class="btn btn-primary btn-lg" disabled={form.sending}>
          {form.sending && <span class="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {form.sending ? 'Sending...' : 'Send Message'}
        </button>
        <p class="nb-contact-form__note">
          <span aria-hidden="true">*</span> Required fields
        </p>
      </div>
    </form>
  );
}
