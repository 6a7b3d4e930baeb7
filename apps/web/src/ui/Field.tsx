import {
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

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

/** One choice of a SelectField: what it stands for and what it shows. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled drop-down list of options (a version, a source to deploy). */
export function SelectField({
  label,
  options,
  onChange,
  ...select
}: {
  label: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'children'>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
