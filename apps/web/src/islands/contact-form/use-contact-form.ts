import type { ContactAnswer, ContactEnquiry } from '@northbend/shared';
import { useEffect, useRef, useState } from 'preact/hooks';
import { getMachineMakes, getMachineModels } from '../../components/lookup-api';
import type { ContactErrors, ContactFieldName, ContactValues } from '../../features/content/blocks/contact-form-validation';
import { apiPost } from '../../lib/api-client';
import { apiPaths } from '../../lib/api-paths';
import type { MachinePickerItem } from './machine-picker';

const EMPTY: ContactValues = { name: '', email: '', phone: '', business_name: '', where_are_you_located: '', message: '' };

/** The 'could not be sent' line under the form, as the client application's form words it. */
export const NOT_SENT = 'Your message could not be sent. Please try again.';

// The shared schema brings zod along; it is fetched on first use (focus or submit), so content
// pages without the form, and visitors who only read, never download it.
let validator: Promise<typeof import('../../features/content/blocks/contact-form-validation').validateEnquiry> | null = null;
export const loadValidator = () =>
  (validator ??= import('../../features/content/blocks/contact-form-validation').then((m) => m.validateEnquiry));

// Quiet: the API client would otherwise show its reason in a toast, whose library (and React)
// an island page does not load. The form shows the reason in its status area instead.
const sendEnquiry = (enquiry: ContactEnquiry) => apiPost<ContactAnswer>(apiPaths.contactUs, enquiry, { quiet: true });

/**
 * Machine makes, and the models of the chosen makes (spec section 4, as use-machine-choices.ts):
 * with no make the model list and selection empty; models of a make taken out are dropped.
 * Load failures stay in the console (spec section 8).
 */
function useMachineChoices(makeIds: string[], setModelIds: (update: (ids: string[]) => string[]) => void) {
  const [makes, setMakes] = useState<MachinePickerItem[]>([]);
  const [models, setModels] = useState<MachinePickerItem[]>([]);

  useEffect(() => {
    const ctrl = new AbortController();
    getMachineMakes(ctrl.signal)
      .then(setMakes)
      .catch(() => undefined);
    return () => ctrl.abort();
  }, []);

  const makeKey = makeIds.join(',');
  useEffect(() => {
    if (!makeKey) {
      setModels([]);
      setModelIds(() => []);
      return;
    }
    const ctrl = new AbortController();
    getMachineModels(makeKey.split(','), ctrl.signal)
      .then((list) => {
        const offered = new Set(list.map((m) => m.value));
        setModels(list);
        setModelIds((ids) => ids.filter((id) => offered.has(id)));
      })
      .catch(() => undefined);
    return () => ctrl.abort();
  }, [makeKey, setModelIds]);

  return { makes, models };
}

/**
 * State of the 'Get In Touch' island: values, machine choices, errors, and the one submit in
 * flight. `failure` is why the last send failed (the network's or the server's words), shown in
 * the status area where the client application shows a toast.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [makeIds, setMakeIds] = useState<string[]>([]);
  const [modelIds, setModelIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [sentMessage, setSentMessage] = useState('');
  const [failure, setFailure] = useState('');
  // After a refused submit the messages follow the typing, so a fixed field loses its error at once.
  const checking = useRef(false);
  // State updates land after a render; the ref blocks a second click that comes before it.
  const inFlight = useRef(false);
  const { makes, models } = useMachineChoices(makeIds, setModelIds);

  const setField = (field: ContactFieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setSentMessage('');
    if (checking.current) void loadValidator().then((validate) => setErrors(validate(next, makeIds, modelIds).errors));
  };

  /** Validates and sends; resolves with the errors when refused. `website`: the field only bots fill. */
  async function submit(website = ''): Promise<ContactErrors> {
    if (inFlight.current) return {};
    inFlight.current = true;
    setSending(true);
    setSentMessage('');
    setFailure('');
    try {
      const validate = await loadValidator();
      const { enquiry, errors: found } = validate(values, makeIds, modelIds);
      checking.current = !enquiry;
      setErrors(found);
      if (!enquiry) return found;
      const reply = await sendEnquiry({ ...enquiry, website });
      setSentMessage(reply.data?.message ?? reply.message ?? 'Thank you for contacting us.');
      setValues(EMPTY);
      setMakeIds([]);
      setModelIds([]);
      return {};
    } catch (error) {
      // The form keeps what was typed; the reason shows where the client application toasts it.
      setFailure((error as Error).message);
      const failed = { form: NOT_SENT };
      setErrors(failed);
      return failed;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { values, setField, makes, models, makeIds, setMakeIds, modelIds, setModelIds, errors, sending, sentMessage, failure, submit };
}
