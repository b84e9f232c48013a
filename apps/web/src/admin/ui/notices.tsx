import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

type Kind = 'success' | 'error';
interface Notice {
  id: number;
  kind: Kind;
  text: string;
}
type Notify = (kind: Kind, text: string) => void;

const NoticeContext = createContext<Notify>(() => undefined);

/** Tells the user how an action went: `notify('success', answer.message)`. */
export const useNotify = (): Notify => useContext(NoticeContext);

const SUCCESS_MS = 6000;

/**
 * Toasts in the bottom corner, read out by screen readers (a polite live region; errors
 * assertively). Successes fade after six seconds; errors stay until closed.
 */
export function NoticeHost({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const next = useRef(1);
  const close = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  const notify = useCallback<Notify>(
    (kind, text) => {
      const id = next.current++;
      setNotices((list) => [...list.slice(-3), { id, kind, text }]);
      if (kind === 'success') window.setTimeout(() => close(id), SUCCESS_MS);
    },
    [close],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div className="nb-notices" aria-live="polite">
        {notices.map((n) => (
          <div key={n.id} className={`nb-notice nb-notice--${n.kind}`} role={n.kind === 'error' ? 'alert' : 'status'}>
            <span className="nb-notice__text">{n.text}</span>
            <button type="button" className="btn-close" aria-label="Dismiss message" onClick={() => close(n.id)} />
          </div>
        ))}
      </div>
    </NoticeContext.Provider>
  );
}
