import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

// Tiptap, in a chunk of its own that only the page editor loads (rich-text-field.tsx). It offers
// what the API's sanitiser keeps (apps/api/src/modules/content/sanitize.ts): paragraphs, bold,
// italic, underline, headings h2–h4, lists, quotes and links; the rest of StarterKit is off, so
// an editor never writes markup that would vanish on save.

const LINK = /^(https?:\/\/|mailto:|tel:|\/(?![/\\]))/i;

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
      // Site paths and the shop's safe schemes only: the same rule the API applies to links.
      isAllowedUri: (url) => LINK.test(url),
      HTMLAttributes: { target: null, rel: 'noopener noreferrer' },
    },
  }),
];

/** An empty editor writes '<p></p>': store nothing instead. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`nb-rte__button${active ? ' is-active' : ''}`}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keeps the selection in the text while the button is pressed.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const url = href.trim();
    if (!url) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return onDone();
    }
    if (!LINK.test(url))
      return setError('Use an address starting with https://, mailto: or tel:, or a path of this site such as /contact-us.');
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    onDone();
  };
  return (
    // A div, not a form: the editor sits inside the page's own form.
    <div className="nb-rte__link" role="group" aria-label="Link">
      <label className="visually-hidden" htmlFor={id}>
        Link address
      </label>
      <input
        id={id}
        className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
        placeholder="https://… or /contact-us"
        value={href}
        autoFocus
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            // Enter would otherwise submit the page's form.
            e.preventDefault();
            apply();
          }
          if (e.key === 'Escape') onDone();
        }}
      />
      <button type="button" className="btn btn-sm btn-primary" onClick={apply}>
        Apply
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onDone}>
        Cancel
      </button>
      {error && <p className="nb-rte__error">{error}</p>}
    </div>
  );
}

const Icon = ({ d }: { d: string }) => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

function Toolbar({ editor }: { editor: Editor }) {
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <>
      <div className="nb-rte__toolbar" role="toolbar" aria-label="Formatting">
        <ToolButton label="Bold" active={state.bold} onClick={() => run().toggleBold().run()}>
          <strong>B</strong>
        </ToolButton>
        <ToolButton label="Italic" active={state.italic} onClick={() => run().toggleItalic().run()}>
          <em>I</em>
        </ToolButton>
        <span className="nb-rte__sep" aria-hidden="true" />
        <ToolButton label="Heading 2" active={state.h2} onClick={() => run().toggleHeading({ level: 2 }).run()}>
          H2
        </ToolButton>
        <ToolButton label="Heading 3" active={state.h3} onClick={() => run().toggleHeading({ level: 3 }).run()}>
          H3
        </ToolButton>
        <ToolButton label="Heading 4" active={state.h4} onClick={() => run().toggleHeading({ level: 4 }).run()}>
          H4
        </ToolButton>
        <span className="nb-rte__sep" aria-hidden="true" />
        <ToolButton label="Bulleted list" active={state.bullets} onClick={() => run().toggleBulletList().run()}>
          <Icon d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
        </ToolButton>
        <ToolButton label="Numbered list" active={state.numbers} onClick={() => run().toggleOrderedList().run()}>
          <Icon d="M10 6h10M10 12h10M10 18h10M4 5l1-1v5M4 14h2l-2 3h2" />
        </ToolButton>
        <ToolButton label="Quote" active={state.quote} onClick={() => run().toggleBlockquote().run()}>
          <Icon d="M7 7h4v5H8l-1 4M14 7h4v5h-3l-1 4" />
        </ToolButton>
        <ToolButton label={state.link ? 'Edit link' : 'Link'} active={state.link} onClick={() => setLinking(true)}>
          <Icon d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1" />
        </ToolButton>
        <span className="nb-rte__sep" aria-hidden="true" />
        <ToolButton label="Undo" disabled={!state.undo} onClick={() => run().undo().run()}>
          <Icon d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />
        </ToolButton>
        <ToolButton label="Redo" disabled={!state.redo} onClick={() => run().redo().run()}>
          <Icon d="M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />
        </ToolButton>
      </div>
      {linking && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
    </>
  );
}

interface RichTextEditorProps {
  id: string;
  /** The id of the field's label, which names the editing area. */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
}

/** A rich-text field: toolbar and editing area; `onChange` gets the HTML on every change. */
export function RichTextEditor({ id, labelId, value, onChange }: RichTextEditorProps) {
  // The editor is made once; its update handler calls the latest onChange.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: { attributes: { id, class: 'nb-rte__area', 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => changed.current(htmlOf(e)),
  });
  // A value changed from outside (a list reordered, a version restored) replaces the text.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className="nb-rte">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
