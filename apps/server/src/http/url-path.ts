/** A request URL without its query string (no array made, unlike split). */
export function pathOf(url: string): string {
  const question = url.indexOf('?');
  return question < 0 ? url : url.slice(0, question);
}
