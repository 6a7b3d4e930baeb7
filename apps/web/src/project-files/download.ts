/** Hands text to the browser as a downloaded file (an object URL on a temporary link). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has started the download; the URL is not needed past this task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
