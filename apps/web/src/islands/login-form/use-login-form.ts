import { CUSTOMER_MESSAGES, type LoginAnswer } from '@northbend/shared';
import { useRef, useState } from 'preact/hooks';
import { apiPost, ApiError } from '../../lib/api-client';
import { apiPaths } from '../../lib/api-paths';
import { paths } from '../../lib/paths';
import { session } from '../../lib/session-storage';
import { toastAfterNavigation } from '../../lib/toast-after-navigation';
import { replaceWith } from '../navigate';

export type LoginField = 'login-email' | 'login-password';
export type LoginErrors = Partial<Record<LoginField, string>>;

/** Screen order, to put the focus on the first field with a message after a refused submit. */
export const LOGIN_FIELDS: LoginField[] = ['login-email', 'login-password'];

/** The card's message when a refusal came without the server's words (a network failure). */
export const LOGIN_FAILED = 'Login failed. Please try again.';

// The island's small toast module (no React) loads with the first message.
const warn = (message: string) => void import('../toasts/toasts').then(({ showToast }) => showToast(message, 'warning'));

/**
 * State of the login form (spec sections 2, 4 and 5): the fields, their messages, the refusal kept
 * on the card (issue 16: wrong password, unverified email with its new link, too many attempts),
 * and the one send in flight. A login stores the session as lib/session.ts startSession does (the
 * API's answer also set the page cookie) and leaves for `back`, or /, as a new document.
 */
export function useLoginForm(back: string | null) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  // State updates land after a render; the ref blocks a second submit (double click, Enter twice).
  const inFlight = useRef(false);

  /** Checks and sends; resolves with the field messages when refused before sending. */
  async function submit(): Promise<LoginErrors> {
    if (inFlight.current) return {};
    const found: LoginErrors = {};
    if (!email.trim()) found['login-email'] = 'Email is required';
    if (!password) found['login-password'] = 'Password is required';
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) {
      warn(CUSTOMER_MESSAGES.fillAllFields);
      return found;
    }
    inFlight.current = true;
    setSending(true);
    try {
      // Quiet: the refusal stays on the card instead of a toast.
      const reply = await apiPost<LoginAnswer>(
        apiPaths.customerLogin,
        { user_email: email.trim(), user_password: password, remember_me: rememberMe },
        { quiet: true },
      );
      session.setUser(reply.user);
      session.setToken(reply.authToken);
      // The page it lands on is a new document: it shows the message once (lib/toast-after-navigation.ts),
      // and finishes what the visitor pressed there before logging in (lib/after-login-memory.ts).
      toastAfterNavigation(reply.message);
      replaceWith(back ?? paths.home);
      // The form stays busy while the browser leaves.
      return {};
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : LOGIN_FAILED);
      inFlight.current = false;
      setSending(false);
      return {};
    }
  }

  return { email, setEmail, password, setPassword, rememberMe, setRememberMe, errors, failure, sending, submit };
}
