import { useState } from 'react';
import type { DialogContext } from '../dialog-descriptor.js';

/** A read-only text with a Copy button that says when it copied. */
export function CopyField({
  label,
  value,
  ctx,
  multiline = false,
}: {
  label: string;
  value: string;
  ctx: DialogContext;
  multiline?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    ctx.clipboard.writeText(value).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      },
      (error: unknown) =>
        ctx.notify({ kind: 'warning', title: 'Cannot use the clipboard', description: String(error) }),
    );
  return (
    <div className="share-copy">
      <span className="field-label">{label}</span>
      <div className="share-copy-row">
        {multiline ? (
          <textarea
            className="input share-copy-text"
            aria-label={label}
            readOnly
            rows={3}
            value={value}
            onFocus={(e) => e.target.select()}
          />
        ) : (
          <input
            className="input share-copy-text"
            aria-label={label}
            readOnly
            value={value}
            onFocus={(e) => e.target.select()}
          />
        )}
        <button type="button" className="button" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
