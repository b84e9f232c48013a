import { lazy, Suspense } from 'react';

// Tiptap loads with the first rich-text field the editor opens, in a chunk of its own: neither the
// rest of the back office nor the storefront ever downloads it.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

interface RichTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}

export function RichTextField({ id, label, value, onChange }: RichTextFieldProps) {
  const labelId = `${id}-label`;
  return (
    <div className="nb-field nb-field--wide">
      <span className="form-label" id={labelId}>
        {label}
      </span>
      <Suspense
        fallback={
          <div className="nb-rte nb-rte--loading" role="status">
            Loading the text editor…
          </div>
        }
      >
        <RichTextEditor id={id} labelId={labelId} value={value} onChange={onChange} />
      </Suspense>
    </div>
  );
}
