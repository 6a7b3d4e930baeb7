import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '@nodeloom/api';
import type { ReactNode } from 'react';
import { Field, TextAreaField } from '../../ui/Field.js';

interface TextProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** the server's limit for this text (from @nodeloom/api) */
  maxLength?: number;
  placeholder?: string | undefined;
}

/** A library item's name: required unless said otherwise, at most NAME_MAX_LENGTH by default. */
export function NameField({
  onChange,
  maxLength = NAME_MAX_LENGTH,
  required = true,
  ...input
}: TextProps & { required?: boolean; autoFocus?: boolean }) {
  return (
    <Field {...input} maxLength={maxLength} required={required} onChange={(e) => onChange(e.target.value)} />
  );
}

/** A library item's description or comment: at most DESCRIPTION_MAX_LENGTH by default. */
export function DescriptionField({
  onChange,
  maxLength = DESCRIPTION_MAX_LENGTH,
  rows = 3,
  ...textarea
}: TextProps & { className: string; rows?: number }) {
  return (
    <TextAreaField
      {...textarea}
      rows={rows}
      maxLength={maxLength}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A name and a description, one under the other; `children` (a colour, say) goes between them. */
export function NameDescriptionFields({
  name,
  description,
  children,
}: {
  name: Parameters<typeof NameField>[0];
  description: Parameters<typeof DescriptionField>[0];
  children?: ReactNode;
}) {
  return (
    <>
      <NameField {...name} />
      {children}
      <DescriptionField {...description} />
    </>
  );
}
