import { useId, useRef, type FormEvent } from 'react';
import { MachinePicker } from '../../../components/machine-picker';
import { RichText } from '../rich-text';
import { SectionHeading } from '../section-heading';
import { FormField } from '../../../ui/form-field';
import { useIslandsDocument } from '../../../islands/islands-document';
import { useMachineChoices } from '../../../components/use-machine-choices';
import { loadValidator, useContactForm } from './contact-form-state';
import type { ContactFieldName } from './contact-form-validation';
import './contact-form.scss';

/** Screen order, to put the focus on the first field with a message after a refused submit. */
const FIELD_ORDER: ContactFieldName[] = ['name', 'email', 'phone', 'business_name', 'where_are_you_located', 'message'];

/** The contact form block titled 'Get In Touch' (spec sections 2 and 5). */
export function ContactFormBlock({ heading, text }: { heading?: string; text?: string }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const idPrefix = `nb-contact-${uid}`;
  const doc = useIslandsDocument();
  const form = useContactForm();
  const { makes, models } = useMachineChoices(form.makeIds, form.setModelIds);
  const status = useRef<HTMLDivElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const trap = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = await form.submit(trap.current?.value);
    const first = FIELD_ORDER.find((f) => errors[f]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    // The button was disabled while sending, which drops its focus: give it back after a failure,
    // or move it to the success message so it is read out.
    else if (errors.form) requestAnimationFrame(() => sendButton.current?.focus());
    else status.current?.focus();
  };
  const field = (name: ContactFieldName) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: (v: string) => form.setField(name, v),
  });

  return (
    <section className="nb-block nb-block--band nb-contact-form" aria-labelledby={`${idPrefix}-heading`}>
      <div className="container">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-4">
            <SectionHeading id={`${idPrefix}-heading`}>{heading || 'Get In Touch'}</SectionHeading>
            <RichText html={text} className="nb-contact-form__intro" />
          </div>
          <div className="col-lg-8">
            {/* On an island document the form is the Preact island of the same markup (decision 035). */}
            {doc ? (
              doc.island('contact-form', { id: idPrefix }, 'idle')
            ) : (
              <form
                className="nb-contact-form__panel"
                noValidate
                onSubmit={onSubmit}
                onFocus={() => void loadValidator()}
                aria-busy={form.sending}
              >
                <div ref={status} tabIndex={-1} role="status" className="nb-contact-form__status">
                  {form.sentMessage && <p className="alert alert-success">{form.sentMessage}</p>}
                </div>
                {/* A field for bots only: hidden from people and screen readers, skipped by Tab. */}
                <div className="visually-hidden" aria-hidden="true">
                  <label htmlFor={`${idPrefix}-website`}>Website</label>
                  <input
                    ref={trap}
                    id={`${idPrefix}-website`}
                    name="website"
                    type="text"
                    tabIndex={-1}
                    autoComplete="off"
                    defaultValue=""
                  />
                </div>
                <div className="nb-contact-form__grid">
                  <FormField {...field('name')} label="Name" required autoComplete="name" maxLength={200} />
                  <FormField {...field('email')} label="Email" required type="email" autoComplete="email" maxLength={254} />
                  <FormField {...field('phone')} label="Phone" type="tel" autoComplete="tel" maxLength={40} />
                  <FormField {...field('business_name')} label="Business Name" required autoComplete="organization" maxLength={200} />
                  <div className="nb-contact-form__wide">
                    <FormField
                      {...field('where_are_you_located')}
                      label="Where are you located?"
                      required
                      autoComplete="address-level2"
                      maxLength={200}
                      placeholder="City, state or province, country"
                    />
                  </div>
                  <div className="nb-contact-form__machines">
                    <MachinePicker
                      id={`${idPrefix}-makes`}
                      label="Machine makes"
                      items={makes}
                      selected={form.makeIds}
                      onChange={form.setMakeIds}
                      placeholder="--- select machine makes ---"
                    />
                    <MachinePicker
                      id={`${idPrefix}-models`}
                      label="Machine models"
                      items={models}
                      selected={form.modelIds}
                      onChange={form.setModelIds}
                      placeholder="--- select machine models ---"
                    />
                  </div>
                  <div className="nb-contact-form__wide">
                    <FormField {...field('message')} label="Message" required rows={5} maxLength={5000} />
                  </div>
                </div>
                {form.errors.form && (
                  <p className="alert alert-danger mt-3 mb-0" role="alert">
                    {form.errors.form}
                  </p>
                )}
                <div className="nb-contact-form__actions">
                  <button ref={sendButton} type="submit" className="btn btn-primary btn-lg" disabled={form.sending}>
                    {form.sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                    {form.sending ? 'Sending...' : 'Send Message'}
                  </button>
                  <p className="nb-contact-form__note">
                    <span aria-hidden="true">*</span> Required fields
                  </p>
                </div>
              </form>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
