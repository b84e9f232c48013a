import { useRef, useState } from 'react';
import { saveFile } from '../../lib/save-file';
import { BusyButton } from '../ui/fields';
import { useNotify } from '../ui/notices';
import { Panel } from '../ui/panel';
import { messageOf } from '../ui/use-load';
import { priceListsApi, type RulesImportOutcome } from './price-lists-api';

interface RulesCsvPanelProps {
  listId: string;
  listName: string;
  /** The rules were replaced: the editor takes the list again. */
  onImported: () => void;
}

const fileName = (name: string) => `${name.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '') || 'price-list'}-rules.csv`;

/**
 * The rules as a spreadsheet file (docs/price-lists.md): export them; import a file by checking it
 * first (a dry run lists each row's mistake) and then replacing the list's rules with it. The file
 * is read here and sent as text; Import is offered after a clean check of the very file chosen.
 */
export function RulesCsvPanel({ listId, listName, onImported }: RulesCsvPanelProps) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [checked, setChecked] = useState<RulesImportOutcome | null>(null);
  const [busy, setBusy] = useState<'export' | 'check' | 'import' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const attempt = async (which: 'export' | 'check' | 'import', call: () => Promise<void>) => {
    setBusy(which);
    setFailure(null);
    try {
      await call();
    } catch (err) {
      setFailure(messageOf(err));
    } finally {
      setBusy(null);
    }
  };

  const choose = async (chosen: File | undefined) => {
    setChecked(null);
    setFailure(null);
    // The last file stays unusable while the new one is read: 'Check file' never checks a stale one.
    setFile(null);
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  };

  const check = () => attempt('check', async () => setChecked(await priceListsApi.checkRules(listId, file!.text)));
  const importNow = () =>
    attempt('import', async () => {
      const outcome = await priceListsApi.importRules(listId, file!.text);
      if (!outcome.ok) return setChecked(outcome);
      notify('success', outcome.message);
      setFile(null);
      setChecked(null);
      if (input.current) input.current.value = '';
      onImported();
    });

  const clean = checked?.ok === true && checked.result.errors.length === 0;

  return (
    <Panel
      id="pl-csv"
      title="Rules CSV"
      actions={
        <BusyButton
          busy={busy === 'export'}
          className="btn btn-sm btn-outline-primary"
          onClick={() => void attempt('export', async () => saveFile(await priceListsApi.rulesCsv(listId), fileName(listName)))}
        >
          Export rules
        </BusyButton>
      }
    >
      <p className="nb-pf-hint mt-0">
        Columns: product_sku, variant_sku, category_slug, option_name, option_choice, unit_price, discount_percent, min_quantity. An import
        replaces every saved rule of the list; save your changes above first.
      </p>
      <div className="nb-csv-picker">
        <div className="nb-csv-picker__file">
          <label className="form-label" htmlFor="pl-csv-file">
            CSV file
          </label>
          <input
            ref={input}
            id="pl-csv-file"
            type="file"
            accept=".csv,text/csv"
            className="form-control form-control-sm"
            disabled={busy !== null}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </div>
        <div className="nb-csv-picker__actions">
          <BusyButton
            busy={busy === 'check'}
            className="btn btn-sm btn-outline-primary"
            disabled={!file || busy !== null}
            onClick={() => void check()}
          >
            Check file
          </BusyButton>
          <BusyButton
            busy={busy === 'import'}
            className="btn btn-sm btn-primary"
            disabled={!clean || busy !== null}
            title={clean ? undefined : 'Check the file first: Import is offered after a check without mistakes.'}
            onClick={() => void importNow()}
          >
            Import
          </BusyButton>
        </div>
      </div>
      {failure && (
        <div className="alert alert-danger nb-form-message" role="alert">
          {failure}
        </div>
      )}
      {checked && (
        <div className={`alert ${checked.ok ? 'alert-success' : 'alert-danger'} nb-form-message`} role={checked.ok ? 'status' : 'alert'}>
          <p className="m-0">{checked.ok ? `${checked.result.rules} rules would replace the list’s.` : checked.message}</p>
          {checked.result.errors.length > 0 && (
            <ul className="nb-pl-csv-errors">
              {checked.result.errors.map((e) => (
                <li key={`${e.row}-${e.message}`}>{e.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Panel>
  );
}
