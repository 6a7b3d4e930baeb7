import { useRef } from 'react';

/** 'Replace file…': a file picker whose one chosen file goes to `onFile`. */
export function ReplaceFileButton({
  assetName,
  disabled,
  onFile,
}: {
  assetName: string;
  disabled?: boolean;
  onFile(file: File): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={disabled}
        title="Upload a new file in its place: same name and URL, new bytes"
        onClick={() => input.current?.click()}
      >
        Replace file…
      </button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={`Replacement for ${assetName}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
