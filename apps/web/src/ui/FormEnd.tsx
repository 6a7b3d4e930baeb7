/** A form's problem, said where the form shows it (announced as an alert). */
export function FormProblem({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The dialog form's buttons: leave (type button) and submit. */
export function FormButtons({
  leaveLabel,
  onLeave,
  submitLabel,
  disabled,
}: {
  leaveLabel: string;
  onLeave(): void;
  submitLabel: string;
  disabled?: boolean;
}) {
  return (
    <div className="modal-actions">
      <button type="button" className="button" onClick={onLeave}>
        {leaveLabel}
      </button>
      <button type="submit" className="button button-primary" disabled={disabled}>
        {submitLabel}
      </button>
    </div>
  );
}
