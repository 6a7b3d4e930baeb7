import {
  changeToUdnEvent,
  type EventInput,
  packEvents,
  type UdnLibrary,
  unpackEvents,
} from '@nodeloom/engine';
import type { EditContext } from './edit-context.js';

/** UDN commands (spec 2 §4 UDN nodes): each is one undo step, false when refused or without a library. */
export class UdnCommands {
  constructor(
    private readonly ctx: EditContext,
    private readonly udns: UdnLibrary | undefined,
  ) {}

  /** A level becomes a node of a registered UDN made from it (its wires keep their sockets). */
  replaceLevel(levelId: string, udnId: string): boolean {
    const node = this.ctx.project.graph.getNode(levelId);
    return this.#run((udns) => (node ? [changeToUdnEvent(node, udns, udnId)] : []));
  }

  /** Unpacks a packed UDN node into an editable level (repack mappings kept on it). */
  unpack(nodeId: string): boolean {
    return this.#run((udns) => unpackEvents(this.ctx.project.state, udns, nodeId));
  }

  /** Packs an unpacked UDN node back into its UDN. */
  repack(nodeId: string): boolean {
    return this.#run((udns) => packEvents(this.ctx.project.state, udns, nodeId));
  }

  /** Moves UDN nodes to another UDN (another version of their group), all in one undo step. */
  changeVersion(nodeIds: readonly string[], udnId: string): boolean {
    return this.#run((udns) =>
      nodeIds.flatMap((id) => {
        const node = this.ctx.project.graph.getNode(id);
        return node && node.udnId !== udnId ? [changeToUdnEvent(node, udns, udnId)] : [];
      }),
    );
  }

  #run(events: (udns: UdnLibrary) => readonly EventInput[]): boolean {
    const udns = this.udns;
    if (!udns) return false;
    return this.ctx.dispatch(this.ctx.attempt(() => events(udns)) ?? []);
  }
}
