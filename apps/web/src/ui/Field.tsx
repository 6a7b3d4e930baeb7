import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

/** A labelled input. */
export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}

/** A labelled multi-line text box (descriptions, comments). */
export function TextAreaField({
  label,
  ...textarea
}: { label: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} {...textarea} />
    </div>
  );
}
