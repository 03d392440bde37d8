/** The notification bubble (link copied, number copied). Announced politely to screen readers. */
export function ToastView({ message }: { message: string | null }) {
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {message ? <div className="toast">{message}</div> : null}
    </div>
  );
}
