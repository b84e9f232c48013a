import { TIMINGS } from '@northbend/shared';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import './submit-button.scss';

/** The four looks of a submit button (spec section 4). */
export type SubmitState = 'idle' | 'loading' | 'success' | 'error';

/** A submit button's state; success and error fall back to idle after 3 s (spec section 9). */
export function useSubmitState() {
  const [state, setState] = useState<SubmitState>('idle');
  useEffect(() => {
    if (state !== 'success' && state !== 'error') return;
    const timer = setTimeout(() => setState('idle'), TIMINGS.submitReset);
    return () => clearTimeout(timer);
  }, [state]);
  return [state, useCallback((next: SubmitState) => setState(next), [])] as const;
}

const LOOK: Record<SubmitState, string> = { idle: 'btn-primary', loading: 'btn-primary', success: '', error: '' };
/** Read out by screen readers when the state changes, since a colour alone says nothing to them. */
const SPOKEN: Record<SubmitState, string> = { idle: '', loading: 'Sending…', success: 'Done.', error: 'That did not work.' };

interface SubmitButtonProps {
  state: SubmitState;
  children: ReactNode;
  type?: 'submit' | 'button';
  onClick?: () => void;
  disabled?: boolean;
  className?: string;
}

/** A button that shows idle / loading (spinner, blocked) / success (green) / error (red). */
export function SubmitButton({ state, children, type = 'submit', onClick, disabled, className = '' }: SubmitButtonProps) {
  const loading = state === 'loading';
  return (
    <>
      <button
        type={type}
        className={`btn ${LOOK[state]} nb-submit nb-submit--${state} ${className}`}
        onClick={onClick}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        data-state={state}
      >
        {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {state === 'success' && (
          <svg className="me-2" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 12l5 5L20 6" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
        {children}
      </button>
      <span className="visually-hidden" role="status">
        {SPOKEN[state]}
      </span>
    </>
  );
}
