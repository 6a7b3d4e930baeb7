import { type DragEvent, useRef, useState } from 'react';

/** Files dropped here or chosen with the button are handed to `onFiles` (several at once). */
export function DropZone({ disabled, onFiles }: { disabled?: boolean; onFiles(files: File[]): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = list ? [...list] : [];
    if (files.length > 0) onFiles(files);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  return (
    <section
      className="asset-drop"
      aria-label="Upload files"
      data-over={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p>Drop files here to upload them</p>
      <button
        type="button"
        className="button button-primary"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        Choose files…
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Files to upload"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <p className="muted asset-drop-note">
        Images, video, audio, fonts, PDF, JSON, text and glTF, up to 25 MB each
      </p>
    </section>
  );
}
