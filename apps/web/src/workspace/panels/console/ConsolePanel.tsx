import { useEffect, useMemo, useRef, useState } from 'react';
import { useEditor, useValue } from '../../../editor-react/index.js';
import {
  consoleLog,
  filterLog,
  LOG_LEVELS,
  type LogEntry,
  type LogLevel,
  useConsoleLog,
} from '../../../state/console-log.js';
import type { PanelProps } from '../../panel-descriptor.js';
import { ensureEvaluationFeed } from './evaluation-feed.js';
import { jumpToNode } from './jump-to-node.js';
import './console.css';

const LEVEL_LABEL: Record<LogLevel, string> = { error: 'Errors', warning: 'Warnings', info: 'Info' };
const ALL_NODES = '';

const clock = (time: number) => new Date(time).toLocaleTimeString([], { hour12: false });

/**
 * The project's log: evaluation errors and warnings, save retries and failures, toasts and SDK
 * messages, newest at the bottom. Filter by level and by node; a line about a node jumps to it.
 */
export default function ConsolePanel(_props: PanelProps) {
  const editor = useEditor();
  useEffect(() => ensureEvaluationFeed(editor, consoleLog), [editor]);
  const entries = useConsoleLog((state) => state.entries);
  const [levels, setLevels] = useState<ReadonlySet<LogLevel>>(new Set());
  const [nodeId, setNodeId] = useState(ALL_NODES);
  const shown = useMemo(
    () => filterLog(entries, { levels, ...(nodeId ? { nodeId } : {}) }),
    [entries, levels, nodeId],
  );
  const counts = useMemo(() => {
    const byLevel: Record<LogLevel, number> = { error: 0, warning: 0, info: 0 };
    for (const entry of entries) byLevel[entry.level]++;
    return byLevel;
  }, [entries]);
  const nodeIds = useMemo(
    () => [...new Set(entries.flatMap((e) => (e.nodeId ? [e.nodeId] : [])))],
    [entries],
  );

  const list = useRef<HTMLOListElement>(null);
  // keep the newest line in view unless the reader scrolled up
  const pinned = useRef(true);
  useEffect(() => {
    const element = list.current;
    if (element && pinned.current && shown.length > 0) element.scrollTop = element.scrollHeight;
  }, [shown]);

  const toggle = (level: LogLevel) =>
    setLevels((before) => {
      const next = new Set(before);
      if (next.has(level)) next.delete(level);
      else next.add(level);
      return next;
    });

  return (
    <section className="cl-panel" aria-label="Console">
      <div className="cl-toolbar" role="toolbar" aria-label="Console filters">
        {LOG_LEVELS.map((level) => (
          <button
            key={level}
            type="button"
            className={`cl-level cl-level-${level}`}
            aria-pressed={levels.has(level)}
            title={`Show only ${LEVEL_LABEL[level].toLowerCase()} (toggle)`}
            onClick={() => toggle(level)}
          >
            {LEVEL_LABEL[level]} <span className="cl-count">{counts[level]}</span>
          </button>
        ))}
        <label className="cl-node-filter">
          <span>Node</span>
          <select value={nodeId} onChange={(event) => setNodeId(event.target.value)}>
            <option value={ALL_NODES}>All nodes</option>
            {nodeIds.map((id) => (
              <option key={id} value={id}>
                {editor.nodes.get(id)?.name ?? `${id} (deleted)`}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="cl-clear"
          title="Clear the console"
          disabled={entries.length === 0}
          onClick={() => consoleLog.getState().clear()}
        >
          Clear
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="cl-empty">
          {entries.length === 0 ? 'Nothing logged yet' : 'No lines match the filters'}
        </p>
      ) : (
        <ol
          ref={list}
          className="cl-lines"
          aria-label="Log lines"
          onScroll={(event) => {
            const element = event.currentTarget;
            pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 8;
          }}
        >
          {shown.map((entry) => (
            <LogLine key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function LogLine({ entry }: { entry: LogEntry }) {
  const editor = useEditor();
  const name = useValue((e) => (entry.nodeId ? e.nodes.get(entry.nodeId)?.name : undefined));
  return (
    <li className={`cl-line cl-line-${entry.level}`}>
      <time className="cl-time" dateTime={new Date(entry.time).toISOString()}>
        {clock(entry.time)}
      </time>
      <span className="cl-badge">{entry.level}</span>
      <span className="cl-message">{entry.message}</span>
      {entry.nodeId && name !== undefined ? (
        <button
          type="button"
          className="cl-node-link"
          title={`Select ${name} and frame it on the canvas`}
          onClick={() => jumpToNode(editor, entry.nodeId!)}
        >
          Go to {name}
        </button>
      ) : null}
    </li>
  );
}
