import { QuoteRequestFields } from '@northbend/shared';
import { useRef, useState } from 'react';
import { drawingProblem } from './drawing-check';

export type QuoteTextField = 'machine' | 'tool_type' | 'quantity' | 'needed_by' | 'notes';
export type QuoteRequestErrors = Partial<Record<QuoteTextField | 'drawing', string>>;
export type QuoteRequestValues = Record<QuoteTextField, string>;

/** The fields in form order: the first refused one takes the focus. */
export const QUOTE_FIELD_ORDER: (QuoteTextField | 'drawing')[] = ['machine', 'tool_type', 'quantity', 'needed_by', 'notes', 'drawing'];

/** Checks the form with the shared schema the server runs, and the drawing with the server's words. */
export function validateQuoteRequest(
  values: QuoteRequestValues,
  drawing: File | null,
): { data?: QuoteRequestFields; errors: QuoteRequestErrors } {
  const parsed = QuoteRequestFields.safeParse(values);
  const errors: QuoteRequestErrors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as QuoteTextField;
      errors[field] ??= issue.message;
    }
  const fileProblem = drawing ? drawingProblem(drawing) : '';
  if (fileProblem) errors.drawing = fileProblem;
  return parsed.success && !fileProblem ? { data: parsed.data, errors } : { errors };
}

/** The multipart body of POST /quotes: the checked fields, and the drawing when one is chosen. */
export function quoteRequestBody(data: QuoteRequestFields, drawing: File | null): FormData {
  const form = new FormData();
  form.append('machine', data.machine);
  form.append('tool_type', data.tool_type);
  form.append('quantity', String(data.quantity));
  if (data.needed_by) form.append('needed_by', data.needed_by);
  if (data.notes) form.append('notes', data.notes);
  if (drawing) form.append('drawing', drawing, drawing.name);
  return form;
}

/** State of the request form; `submit` checks and sends, resolving with the errors of a refused form. */
export function useQuoteRequestForm(initial: Partial<QuoteRequestValues>, send: (form: FormData) => Promise<void>) {
  const [values, setValues] = useState<QuoteRequestValues>({
    machine: '',
    tool_type: '',
    quantity: '1',
    needed_by: '',
    notes: '',
    ...initial,
  });
  const [drawing, setDrawingFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<QuoteRequestErrors>({});
  const [sending, setSending] = useState(false);
  // After a refused submit the messages follow the typing; the ref blocks a double submit.
  const checking = useRef(false);
  const inFlight = useRef(false);

  const recheck = (nextValues: QuoteRequestValues, nextDrawing: File | null) => {
    if (checking.current) setErrors(validateQuoteRequest(nextValues, nextDrawing).errors);
  };
  const setField = (field: QuoteTextField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(next, drawing);
  };
  /** A file is judged as soon as it is chosen: a buyer should not fill the form to learn it is too large. */
  const setDrawing = (file: File | null) => {
    setDrawingFile(file);
    const problem = file ? drawingProblem(file) : '';
    if (checking.current) recheck(values, file);
    else setErrors((e) => ({ ...e, drawing: problem || undefined }));
  };

  async function submit(): Promise<QuoteRequestErrors> {
    if (inFlight.current) return {};
    const { data, errors: found } = validateQuoteRequest(values, drawing);
    checking.current = !data;
    setErrors(found);
    if (!data) return found;
    inFlight.current = true;
    setSending(true);
    try {
      await send(quoteRequestBody(data, drawing));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
    return {};
  }

  return { values, setValues, setField, drawing, setDrawing, errors, sending, submit };
}
