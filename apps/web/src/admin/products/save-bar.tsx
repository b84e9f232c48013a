import { BusyButton } from '../ui/fields';
import { formatTime } from '../ui/format';

/** The save bar's word: saved, refused by the server, or (while fields are wrong) not saved for them. */
export type BarNotice = { kind: 'saved'; at: string } | { kind: 'error'; text: string } | { kind: 'invalid' } | null;

interface SaveBarProps {
  notice: BarNotice;
  /** The form's mistakes, counted live once a save was refused for them. */
  problems: number;
  dirty: boolean;
  saving: boolean;
  isNew: boolean;
  /** After a save: what the storefront does with it (issue 28: a draft is not in it). */
  savedNote?: string;
}

/** The form's submit button, kept in view at the bottom of the window, and how the last save went. */
export function SaveBar({ notice, problems, dirty, saving, isNew, savedNote = 'The storefront and carts show it now.' }: SaveBarProps) {
  return (
    <div className="nb-pf-bar">
      <p className="nb-pf-bar__status" role={problems || notice?.kind === 'error' ? 'alert' : 'status'}>
        {problems ? (
          <span className="nb-pf-bar__error">
            Not saved: {problems === 1 ? 'one field needs' : `${problems} fields need`} attention (marked in red).
          </span>
        ) : notice?.kind === 'error' ? (
          <span className="nb-pf-bar__error">{notice.text}</span>
        ) : dirty ? (
          <span className="nb-pf-bar__dirty">Unsaved changes</span>
        ) : notice?.kind === 'saved' ? (
          <span className="nb-pf-bar__saved">
            Saved at {formatTime(notice.at)}. {savedNote}
          </span>
        ) : isNew ? (
          'Not saved yet'
        ) : (
          'No changes'
        )}
      </p>
      <BusyButton type="submit" busy={saving} className="btn btn-primary">
        {isNew ? 'Create product' : 'Save changes'}
      </BusyButton>
    </div>
  );
}
