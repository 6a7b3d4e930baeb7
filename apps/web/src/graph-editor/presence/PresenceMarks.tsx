import type { Participant } from '@nodeloom/api';
import { ROOT_ID } from '@nodeloom/engine';
import { type CSSProperties, type Ref, type RefObject, useEffect, useRef } from 'react';
import { participantColor, participantName } from '../../collab/participant-look.js';
import { useCollabSession, usePresence } from '../../collab-react/hooks.js';
import { useEditor, useValue } from '../../editor-react/index.js';
import { nodeShapeOf, shapedBox } from '../model/node-shape.js';
import './presence.css';

type Brush = NonNullable<Participant['brush']>;

/**
 * Collaborators on the canvas (issue 14 §3): the cursor of everyone in this level with their name
 * and status message, the nodes they selected outlined in their colour, and their rubber band.
 * Drawn in flow coordinates inside `.presence-viewport`, which the canvas moves with its view: by
 * `viewportStyle` (xyflow's PresenceLayer) or by writing the element `viewportRef` gives it (the
 * GPU canvas, outside React); `--presence-zoom` on it keeps strokes and labels their size on
 * screen. Renderer-free: it reads the collaboration session and the editor only.
 */
export function PresenceMarks({
  viewportStyle,
  viewportRef,
}: {
  viewportStyle?: CSSProperties;
  viewportRef?: Ref<HTMLDivElement>;
}) {
  const editor = useEditor();
  const session = useCollabSession(editor);
  const presence = usePresence(session);
  const levelId = useValue((e) => e.view.levelId());
  const layer = useRef<HTMLDivElement>(null);
  usePointerPresence(session, layer);
  const level = levelId === ROOT_ID ? null : levelId;
  const here = session
    ? presence.others.filter((p) => p.pointerPosition && p.pointerPosition.level === level)
    : [];
  return (
    <div ref={layer} className="presence-layer">
      <div ref={viewportRef} className="presence-viewport" style={viewportStyle}>
        {here.map((p) => (
          <ParticipantMarks key={p.clientId} participant={p} />
        ))}
      </div>
    </div>
  );
}

function ParticipantMarks({ participant }: { participant: Participant }) {
  const color = participantColor(participant);
  const name = participantName(participant);
  const { pointerPosition, brush, selectedNodes } = participant;
  return (
    <div
      className="presence-participant"
      data-client-id={participant.clientId}
      style={{ '--participant': color } as CSSProperties}
    >
      {selectedNodes.map((id) => (
        <SelectionOutline key={id} nodeId={id} who={name} />
      ))}
      {brush ? <BrushRect brush={brush} who={name} /> : null}
      {pointerPosition?.isActive ? (
        <Cursor at={pointerPosition.position} name={name} message={participant.pointerMessage} />
      ) : null}
    </div>
  );
}

/**
 * A remote selection: the node's box in the participant's colour (nodes of other levels draw
 * nothing), named "<who> selected <node>" as the cursor is named, so it is read as it is seen.
 */
function SelectionOutline({ nodeId, who }: { nodeId: string; who: string }) {
  const node = useValue((e) => e.nodes.get(nodeId));
  const definition = useValue((e) => e.nodes.definitionOf(nodeId));
  const levelId = useValue((e) => e.view.levelId());
  const shape = useValue((e) => nodeShapeOf(e.view.canvasPreferences().nodeShape));
  if (!node || (node.parentId ?? ROOT_ID) !== levelId) return null;
  const { width, height } = shapedBox(node, definition, shape);
  return (
    <div
      className="presence-selection"
      data-node-id={nodeId}
      role="img"
      aria-label={`${who} selected ${node.name}`}
      style={{ left: node.position.x, top: node.position.y, width, height }}
    />
  );
}

/** A remote rubber band, named "<who>'s selection box". */
function BrushRect({ brush, who }: { brush: Brush; who: string }) {
  return (
    <div
      className="presence-brush"
      role="img"
      aria-label={`${who}'s selection box`}
      style={{ left: brush.x, top: brush.y, width: brush.width, height: brush.height }}
    />
  );
}

function Cursor({
  at,
  name,
  message,
}: {
  at: { x: number; y: number };
  name: string;
  message: string | null;
}) {
  return (
    <div
      className="presence-cursor"
      style={{ left: at.x, top: at.y }}
      role="img"
      aria-label={`${name}'s cursor`}
    >
      <svg width="18" height="20" viewBox="0 0 18 20" aria-hidden="true">
        <path d="M1.5 1.5 L1.5 16.5 L5.6 12.6 L8.4 18.5 L11 17.3 L8.3 11.6 L14 11.6 Z" />
      </svg>
      <span className="presence-cursor-label">
        <span className="presence-cursor-name">{name}</span>
        {message ? <span className="presence-cursor-message">{message}</span> : null}
      </span>
    </div>
  );
}

/** Whether this window's pointer is over the canvas (the layer's parent), for others to show or hide it. */
function usePointerPresence(
  session: ReturnType<typeof useCollabSession>,
  layer: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    const canvas = layer.current?.parentElement;
    if (!session || !canvas) return;
    const leave = () => session.setPointerActive(false);
    const enter = () => session.setPointerActive(true);
    canvas.addEventListener('pointerleave', leave);
    canvas.addEventListener('pointerenter', enter);
    return () => {
      canvas.removeEventListener('pointerleave', leave);
      canvas.removeEventListener('pointerenter', enter);
    };
  }, [session, layer]);
}
