import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Goes to `to` after `ms` (the spec's 5 s and 900 ms redirects); null waits. Leaving the page cancels it. */
export function useRedirectAfter(to: string | null, ms: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), ms);
    return () => clearTimeout(timer);
  }, [to, ms, navigate]);
}
