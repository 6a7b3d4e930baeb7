import { matchedLetters } from '../../find/fuzzy.js';
import type { IndexedNode } from '../../find/node-index.js';

/** One found node: its name (the letters typed marked), its definition and the level it is on. */
export function NodeResult({ node, query }: { node: IndexedNode; query: string }) {
  return (
    <>
      <span className="finder-name">
        <Marked text={node.name} letters={matchedLetters(node.name, query)} />
      </span>
      <span className="finder-definition">{node.definition}</span>
      <span className="finder-level" title={node.path}>
        {node.levelPath}
      </span>
    </>
  );
}

/** Text with some letters in <mark>, runs of them joined. */
function Marked({ text, letters }: { text: string; letters: readonly number[] }) {
  if (letters.length === 0) return <>{text}</>;
  const marked = new Set(letters);
  const runs: { text: string; marked: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = runs.at(-1);
    if (last && last.marked === marked.has(i)) last.text += text[i];
    else runs.push({ text: text[i], marked: marked.has(i) });
  }
  return (
    <>
      {runs.map((run, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: runs of one text, in order
        run.marked ? <mark key={i}>{run.text}</mark> : <span key={i}>{run.text}</span>,
      )}
    </>
  );
}
