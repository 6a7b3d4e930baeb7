/** Saves text as a file through a temporary object URL (the browser's download, no server round trip). */
export function downloadText(fileName: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // the click has handed the blob to the download; the URL is no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
