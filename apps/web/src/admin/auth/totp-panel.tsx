import { useState, type FormEvent } from 'react';
import type { TotpSetupAnswer } from '@northbend/shared';
import { useStaff } from '../shell/staff-context';
import { useNotify } from '../ui/notices';
import { BusyButton, CODE_INPUT, FormMessage, TextField } from '../ui/fields';
import { messageOf } from '../ui/use-load';
import { authApi } from './auth-api';

/** The 6-digit code field of the set-up and turn-off forms. */
const CodeField = ({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) => (
  <TextField id={id} label="6-digit code from the app" {...CODE_INPUT} value={value} onChange={onChange} />
);

/**
 * Two-factor sign-in: set it up (a QR code and the secret for typing by hand, confirmed with a
 * code) or turn it off with a code, which the server refuses while the shop requires it.
 */
export function TotpPanel() {
  const { me, reload } = useStaff();
  const notify = useNotify();
  const [setup, setSetup] = useState<TotpSetupAnswer | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const enabled = me.staff.totp_enabled;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(async () => setSetup(await authApi.totpSetup()));
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      notify('success', (await authApi.totpEnable(code.replace(/\s+/g, ''))).message);
      setSetup(null);
      setCode('');
      reload();
    });
  };
  const turnOff = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      notify('success', (await authApi.totpDisable(code.replace(/\s+/g, ''))).message);
      setCode('');
      reload();
    });
  };

  if (enabled)
    return (
      <form className="nb-form-stack" onSubmit={turnOff} noValidate>
        <p className="m-0">
          Two-factor sign-in is <strong>on</strong>. Each sign-in asks for a code from your authenticator app.
        </p>
        {me.totp_required ? (
          <p className="nb-form-hint">The shop requires two-factor sign-in for all staff, so it cannot be turned off.</p>
        ) : (
          <>
            <CodeField id="totp-off-code" value={code} onChange={setCode} />
            <div>
              <BusyButton type="submit" busy={busy} className="btn btn-outline-danger">
                Turn off two-factor sign-in
              </BusyButton>
            </div>
          </>
        )}
        <FormMessage error={error} />
      </form>
    );

  if (!setup)
    return (
      <div className="nb-form-stack">
        <p className="m-0">
          Two-factor sign-in is <strong>off</strong>. Turn it on to ask for a code from an authenticator app (Google Authenticator,
          1Password, Microsoft Authenticator…) at each sign-in.
        </p>
        <div>
          <BusyButton busy={busy} onClick={start}>
            Set up two-factor sign-in
          </BusyButton>
        </div>
        <FormMessage error={error} />
      </div>
    );

  return (
    <form className="nb-totp" onSubmit={confirm} noValidate>
      <img className="nb-totp__qr" src={setup.qr_data_url} alt="QR code to scan with your authenticator app" width={176} height={176} />
      <div className="nb-form-stack">
        <ol className="nb-totp__steps">
          <li>Scan the QR code with your authenticator app.</li>
          <li>
            Or type this key into the app: <code className="nb-totp__secret">{setup.secret}</code>
          </li>
          <li>Enter the code the app shows to finish.</li>
        </ol>
        <CodeField id="totp-setup-code" value={code} onChange={setCode} />
        <div className="d-flex gap-2">
          <BusyButton type="submit" busy={busy}>
            Turn on
          </BusyButton>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setSetup(null)} disabled={busy}>
            Cancel
          </button>
        </div>
        <FormMessage error={error} />
      </div>
    </form>
  );
}
