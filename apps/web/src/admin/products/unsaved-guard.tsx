import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ui/confirm-dialog';

/**
 * Asks before leaving a form with unsaved changes: a link or the back button inside the back
 * office gets a dialog; closing the tab or reloading gets the browser's own question.
 * `when` is read at the moment of leaving, so a save that navigates right away passes.
 */
export function UnsavedGuard({ when, what }: { when: () => boolean; what: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && when());

  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (!when()) return;
      e.preventDefault();
      // Older browsers show the question only with a returnValue set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [when]);

  return (
    <ConfirmDialog
      show={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      danger
      busy={false}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      <p className="m-0">The changes to {what} since it was last saved will be lost.</p>
    </ConfirmDialog>
  );
}
