/** Accepted payment methods, drawn as simple labelled marks (no third-party logos). */
const METHODS = ['Visa', 'Mastercard', 'Amex', 'Net 30', 'ACH', 'COD'];

export function PaymentIcons() {
  return (
    <ul className="nb-payments" aria-label="Payment methods we accept">
      {METHODS.map((m) => (
        <li key={m} className="nb-payments__item">
          {m}
        </li>
      ))}
    </ul>
  );
}
