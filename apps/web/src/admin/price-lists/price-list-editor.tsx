import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AdminPriceList } from '@northbend/shared';
import { adminPaths } from '../paths';
import { UnsavedGuard } from '../products/unsaved-guard';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { BusyButton, FormMessage } from '../ui/fields';
import { formatDateTime } from '../ui/format';
import { useNotify } from '../ui/notices';
import { PageHeader } from '../ui/page-header';
import { Panel } from '../ui/panel';
import { messageOf } from '../ui/use-load';
import { CompanyPicker } from './company-picker';
import {
  emptyPriceList,
  fieldOfMessage,
  priceListForm,
  ruleErrors,
  ruleOfMessage,
  toBody,
  type PriceListForm,
  type RuleForm,
} from './price-list-form';
import { ListStatus } from './price-list-text';
import { priceListsApi } from './price-lists-api';
import { RuleAdder } from './rule-adder';
import { RulesCsvPanel } from './rules-csv-panel';
import { RulesTable } from './rules-table';
import { shopTimeZone } from '../../lib/shop-time';

interface PriceListEditorProps {
  /** Absent for a new list. */
  list?: AdminPriceList;
  categories: { value: string; label: string }[];
  onList: (list: AdminPriceList) => void;
  onReload: () => void;
}

type FieldName = 'name' | 'starts' | 'ends';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A price list: its name and days, the companies it applies to and its rules, saved whole (the
 * server checks everything before it writes anything). A refusal shows beside the field or the
 * rule it names, or at the top.
 */
export function PriceListEditor({ list, categories, onList, onReload }: PriceListEditorProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form, setForm] = useState<PriceListForm>(() => (list ? priceListForm(list) : emptyPriceList()));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ field: FieldName; message: string } | null>(null);
  const [ruleProblems, setRuleProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const [deleting, setDeleting] = useState<'ask' | 'busy' | null>(null);
  // Unsaved changes: the body the form would send against the one it was loaded with. A save or a
  // delete that leaves the page is not leaving unsaved work.
  const [loaded] = useState(() => JSON.stringify(toBody(form, list)));
  const current = useRef(form);
  current.current = form;
  const leaving = useRef(false);
  const unsaved = useCallback(() => !leaving.current && JSON.stringify(toBody(current.current, list)) !== loaded, [list, loaded]);

  const set = (change: Partial<PriceListForm>) => setForm((f) => ({ ...f, ...change }));
  const setRule = (key: string, change: Partial<RuleForm>) => {
    set({ rules: form.rules.map((r) => (r.key === key ? { ...r, ...change } : r)) });
    setRuleProblems((p) => (p.has(key) ? new Map([...p].filter(([k]) => k !== key)) : p));
  };

  /** Brings the first problem into view: the field or rule it names, else the message at the top. */
  const showProblem = (target: string | null) =>
    requestAnimationFrame(() => {
      const field = target ? document.getElementById(target) : null;
      // Centred, not just inside the window: the top bar covers the window's first lines.
      if (field) {
        field.scrollIntoView({ block: 'center' });
        field.focus({ preventScroll: true });
      } else document.querySelector('.nb-pl > .nb-form-message')?.scrollIntoView({ block: 'center' });
    });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFieldError(null);
    if (!form.name.trim()) {
      setFieldError({ field: 'name', message: 'Name the price list.' });
      return showProblem('pl-name');
    }
    const problems = ruleErrors(form.rules);
    setRuleProblems(problems);
    if (problems.size) {
      setError(`${problems.size === 1 ? 'A rule needs' : `${problems.size} rules need`} attention.`);
      return showProblem(`pl-${[...problems.keys()][0]}-amount`);
    }
    setSaving(true);
    try {
      const body = toBody(form, list);
      if (!list) {
        const created = await priceListsApi.create(body);
        leaving.current = true;
        notify('success', created.message ?? 'The price list has been created.');
        navigate(adminPaths.priceList(created.result._id), { replace: true });
        return;
      }
      const saved = await priceListsApi.update(list._id, body);
      notify('success', saved.message ?? 'The price list has been saved.');
      onList(saved.result);
    } catch (err) {
      const message = messageOf(err);
      const field = fieldOfMessage(message);
      const rule = ruleOfMessage(message);
      const ruleNamed = rule ? form.rules[rule - 1] : undefined;
      if (field) setFieldError({ field, message });
      else if (ruleNamed) setRuleProblems(new Map([[ruleNamed.key, message]]));
      setError(`Not saved: ${message}`);
      showProblem(field ? `pl-${field}` : ruleNamed ? `pl-${ruleNamed.key}-amount` : null);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!list) return;
    setDeleting('busy');
    try {
      const answer = await priceListsApi.remove(list._id);
      leaving.current = true;
      notify('success', answer.message);
      navigate(adminPaths.priceLists, { replace: true });
    } catch (err) {
      notify('error', messageOf(err));
      setDeleting(null);
    }
  };

  const fieldProps = (field: FieldName) => {
    const message = fieldError?.field === field ? fieldError.message : null;
    return {
      className: `form-control form-control-sm${message ? ' is-invalid' : ''}`,
      'aria-invalid': Boolean(message) || undefined,
      'aria-describedby': message ? `pl-${field}-error` : undefined,
      message: message && (
        <div id={`pl-${field}-error`} className="nb-pf-error">
          {message}
        </div>
      ),
    };
  };
  const name = fieldProps('name');
  const starts = fieldProps('starts');
  const ends = fieldProps('ends');

  return (
    <>
      <PageHeader
        title={list?.name ?? 'New price list'}
        back={{ to: adminPaths.priceLists, label: 'Price lists' }}
        meta={
          list && (
            <>
              <ListStatus status={list.status} />
              <span>
                {plural(list.rule_count, 'rule')} · {plural(list.companies.length, 'company', 'companies')}
              </span>
              <span>Updated {formatDateTime(list.updated_at)}</span>
            </>
          )
        }
        actions={
          list && (
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setDeleting('ask')}>
              Delete
            </button>
          )
        }
      />
      <form className="nb-pl" noValidate onSubmit={(e) => void save(e)} aria-label={list ? `Edit ${list.name}` : 'New price list'}>
        <FormMessage error={error} />
        <div className="nb-columns">
          <Panel id="pl-details" title="Price list">
            <div className="nb-pl-details">
              <div className="nb-field nb-pl-details__name">
                <label className="form-label" htmlFor="pl-name">
                  Name
                </label>
                <input
                  id="pl-name"
                  className={name.className}
                  aria-invalid={name['aria-invalid']}
                  aria-describedby={name['aria-describedby']}
                  maxLength={120}
                  autoComplete="off"
                  value={form.name}
                  onChange={(e) => set({ name: e.target.value })}
                />
                {name.message}
              </div>
              <div className="nb-field">
                <label className="form-label" htmlFor="pl-starts">
                  First day
                </label>
                <input
                  id="pl-starts"
                  type="date"
                  className={starts.className}
                  aria-invalid={starts['aria-invalid']}
                  aria-describedby={starts['aria-describedby'] ?? 'pl-days-hint'}
                  value={form.starts}
                  onChange={(e) => set({ starts: e.target.value })}
                />
                {starts.message}
              </div>
              <div className="nb-field">
                <label className="form-label" htmlFor="pl-ends">
                  Last day
                </label>
                <input
                  id="pl-ends"
                  type="date"
                  className={ends.className}
                  aria-invalid={ends['aria-invalid']}
                  aria-describedby={ends['aria-describedby'] ?? 'pl-days-hint'}
                  value={form.ends}
                  onChange={(e) => set({ ends: e.target.value })}
                />
                {ends.message}
              </div>
              <p id="pl-days-hint" className="nb-pf-hint nb-pl-details__hint">
                Both optional: no first day holds from now, no last day holds until you end it. The last day is included. Days of the shop's
                calendar ({shopTimeZone()}).
              </p>
            </div>
          </Panel>
          <Panel id="pl-companies" title={`Companies (${form.companies.length})`}>
            <CompanyPicker companies={form.companies} onChange={(companies) => set({ companies })} />
          </Panel>
        </div>
        <Panel id="pl-rules" title={`Rules (${form.rules.length})`} padded={false}>
          <RulesTable
            rules={form.rules}
            errors={ruleProblems}
            onChange={setRule}
            onRemove={(key) => set({ rules: form.rules.filter((r) => r.key !== key) })}
          />
          <div className="nb-panel__body">
            <RuleAdder categories={categories} onAdd={(rule) => set({ rules: [...form.rules, rule] })} />
            <p className="nb-pf-hint mb-0">
              When several rules or lists give a price, the buyer pays the lowest; a rule from a quantity holds for lines of at least that
              many pieces.
            </p>
          </div>
        </Panel>
        <div className="nb-pl-save">
          <BusyButton type="submit" busy={saving}>
            {list ? 'Save price list' : 'Create price list'}
          </BusyButton>
        </div>
      </form>
      {list && <RulesCsvPanel listId={list._id} listName={list.name} onImported={onReload} />}
      <UnsavedGuard when={unsaved} what={list ? list.name : 'the new price list'} />
      <ConfirmDialog
        show={deleting !== null}
        title={`Delete ${list?.name ?? 'the price list'}?`}
        confirmLabel="Delete price list"
        danger
        busy={deleting === 'busy'}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        <p className="m-0">Its companies pay list prices (or their other lists’) from now on. Placed orders keep their prices.</p>
      </ConfirmDialog>
    </>
  );
}
