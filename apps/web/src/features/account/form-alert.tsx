/** A refused submit's message on the form itself (the toast closes after 1.5 s). */
export function FormAlert({ message, tone = 'danger' }: { message: string; tone?: 'danger' | 'success' }) {
  if (!message) return null;
  return (
    <p className={`alert alert-${tone} nb-auth__alert`} role={tone === 'danger' ? 'alert' : 'status'}>
      {message}
    </p>
  );
}
