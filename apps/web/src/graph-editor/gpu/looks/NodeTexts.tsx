import type { CSSProperties } from 'react';
import type { SceneNode } from '../scene-model.js';
import type { NodeText } from './node-look.js';

/**
 * The texts a user reads on a drawn node, for screen readers and tests: a sticky note's or tray's
 * text, the message under it, its glance rows, a ghost's data and its comment. The canvas draws
 * them; here they are out of sight inside the node's accessible element, in the DOM view's shape
 * (the glance a group named "<name> at a glance" holding label and value, the text in the font,
 * colour and alignment it is drawn in).
 */
export function NodeTexts({ node }: { node: SceneNode }) {
  const look = node.look;
  if (!look) return null;
  const { text, message, glance, ghostData, comment, outputs } = look;
  if (!text && !message && glance.length === 0 && !ghostData && !comment && !outputs) return null;
  return (
    <div className="gc-visually-hidden">
      {text ? <p style={fontOf(text)}>{text.content}</p> : null}
      {message ? (
        <p>
          {message.text}
          {message.more > 0 ? ` (+${message.more} more)` : null}
        </p>
      ) : null}
      {glance.length > 0 ? (
        <div className="gc-node-glance" role="group" aria-label={`${node.name} at a glance`}>
          <dl>
            {glance.map((e) => (
              <div key={e.name}>
                <dt>{e.label}</dt>
                <dd>{e.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {ghostData ? <pre title="The data of the node that failed to be created">{ghostData}</pre> : null}
      {comment ? <p>{comment}</p> : null}
      {outputs ? (
        <div role="group" aria-label="Outputs">
          <dl>
            {outputs.map((o) => (
              <div key={o.key}>
                <dt>{o.key}</dt>
                <dd>{o.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}

/** The style a text is drawn in, as the DOM view's text element has it (textNodeStyle). */
function fontOf(text: NodeText): CSSProperties {
  return {
    fontFamily: text.font.family,
    fontSize: text.font.size,
    fontWeight: text.font.weight,
    fontStyle: text.font.italic ? 'italic' : 'normal',
    color: text.color,
    textAlign: text.align,
  };
}
