import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { sendEnquiry } from '../content-api';
import type { ContactErrors, ContactFieldName, ContactValues } from './contact-form-validation';

const EMPTY: ContactValues = { name: '', email: '', phone: '', business_name: '', where_are_you_located: '', message: '' };

// The shared schema brings zod along; it is fetched on first use (focus or submit), so content
// pages without the form never download it.
let validator: Promise<typeof import('./contact-form-validation').validateEnquiry> | null = null;
export const loadValidator = () => (validator ??= import('./contact-form-validation').then((m) => m.validateEnquiry));

/** State of the 'Get In Touch' form: values, machine choices, errors, and the one submit in flight. */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [makeIds, setMakeIds] = useState<string[]>([]);
  const [modelIds, setModelIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [sentMessage, setSentMessage] = useState('');
  // After a refused submit the messages follow the typing, so a fixed field loses its error at once.
  const checking = useRef(false);
  // State updates land after a render; the ref blocks a second click that comes before it.
  const inFlight = useRef(false);

  const recheck = (next: ContactValues) => {
    if (checking.current) void loadValidator().then((validate) => setErrors(validate(next, makeIds, modelIds).errors));
  };

  const setField = (field: ContactFieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setSentMessage('');
    recheck(next);
  };

  /**
   * Validates and sends; resolves with the errors when the form was refused. `website` is the
   * hidden field people never fill (bots do; the server then ignores the enquiry).
   */
  async function submit(website = ''): Promise<ContactErrors> {
    if (inFlight.current) return {};
    inFlight.current = true;
    setSending(true);
    setSentMessage('');
    try {
      const validate = await loadValidator();
      const { enquiry, errors: found } = validate(values, makeIds, modelIds);
      checking.current = !enquiry;
      setErrors(found);
      if (!enquiry) return found;
      const reply = await sendEnquiry({ ...enquiry, website });
      const message = reply.data?.message ?? reply.message ?? 'Thank you for contacting us.';
      toast.success(message);
      setSentMessage(message);
      setValues(EMPTY);
      setMakeIds([]);
      setModelIds([]);
      return {};
    } catch {
      // The API client has already shown the reason in a toast; the form keeps what was typed.
      const failed = { form: 'Your message could not be sent. Please try again.' };
      setErrors(failed);
      return failed;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { values, setField, makeIds, setMakeIds, modelIds, setModelIds, errors, sending, sentMessage, submit };
}
