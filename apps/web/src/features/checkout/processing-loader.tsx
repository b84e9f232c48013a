/** What replaces the payment form while the order is created and paid (spec section 4). */
export function ProcessingLoader({ orderId }: { orderId: string | null }) {
  return (
    <div className="nb-processing" role="status" aria-live="polite">
      <span className="spinner-border nb-processing__spinner" aria-hidden="true" />
      <p className="nb-processing__title">{orderId ? `Order ${orderId} is placed. Processing…` : 'Processing your order…'}</p>
      <p className="nb-processing__note">Please keep this page open. It only takes a moment.</p>
    </div>
  );
}
