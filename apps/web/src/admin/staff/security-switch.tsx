import { useState } from 'react';
import { useNotify } from '../ui/notices';
import { messageOf, useLoad } from '../ui/use-load';
import { staffApi } from './staff-api';

/** 'Require two-factor sign-in for all staff': the owner's switch (refused until their own is on). */
export function SecuritySwitch() {
  const notify = useNotify();
  const { data, setData } = useLoad((signal) => staffApi.security(signal), 'security');
  const [busy, setBusy] = useState(false);

  const toggle = async (required: boolean) => {
    setBusy(true);
    try {
      setData(await staffApi.setSecurity({ staff_totp_required: required }));
      notify('success', required ? 'Two-factor sign-in is now required for all staff.' : 'Two-factor sign-in is no longer required.');
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="form-check form-switch nb-switch">
      <input
        id="require-totp"
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={data?.staff_totp_required ?? false}
        disabled={!data || busy}
        onChange={(e) => toggle(e.target.checked)}
        aria-describedby="require-totp-hint"
      />
      <label className="form-check-label" htmlFor="require-totp">
        Require two-factor sign-in for all staff
      </label>
      <p id="require-totp-hint" className="nb-form-hint">
        Staff without it can only set it up until they have. Your own two-factor sign-in must be on first.
      </p>
    </div>
  );
}
