import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** Goes to `to` after `ms` and meanwhile counts the whole seconds left (shown on the page). */
export function useCountdown(to: string, ms: number): number {
  const navigate = useNavigate();
  const [left, setLeft] = useState(Math.ceil(ms / 1000));
  useEffect(() => {
    const start = Date.now();
    const tick = setInterval(() => setLeft(Math.max(0, Math.ceil((ms - (Date.now() - start)) / 1000))), 250);
    const go = setTimeout(() => navigate(to, { replace: true }), ms);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [to, ms, navigate]);
  return left;
}
