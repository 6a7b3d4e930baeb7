import {
  changeToUdnEvent,
  type EventInput,
  packEvents,
  type UdnLibrary,
  type UdnUpdateStrategy,
  unpackEvents,
} from '@nodeloom/engine';
import { type Result, refusal, refused } from '../base/errors.js';
import { automaticUdnUpdates } from './definition-change.js';
import type { EditContext } from './edit-context.js';
import type { UdnsApi } from './manager-api.js';

/** UDN commands (spec 2 §4 UDN nodes): each is one undo step, false when refused or without a library. */
export class UdnCommands implements UdnsApi {
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
  /** the nodes moved to a version of their UDN; nothing to move (or no library) is refused too */
  changeVersion(nodeIds: readonly string[], udnId: string): Result {
    const { udns } = this;
    const moving = nodeIds.flatMap((id) => {
      const node = this.ctx.project.graph.getNode(id);
      return node && node.udnId !== udnId ? [node] : [];
    });
    if (!udns || moving.length === 0) return refused(refusal('udn.nodesNotChanged'));
    return this.ctx.write(() => moving.map((node) => changeToUdnEvent(node, udns, udnId)));
  }

  /** How UDN nodes follow new versions: manual (the default) or auto (moved to the newest at once). */
  setUpdateStrategy(nodeIds: readonly string[], strategy: UdnUpdateStrategy): boolean {
    const changed = this.ctx.dispatch(
      nodeIds.map((nodeId) => ({ eventType: 'udnUpdateStrategyChanged', nodeId, strategy })),
    );
    if (changed && strategy === 'auto') this.applyAutomaticUpdates();
    return changed;
  }

  /** UDN nodes set to update automatically move to their group's newest version. */
  applyAutomaticUpdates(): void {
    if (!this.udns || this.ctx.readOnly) return;
    for (const [nodeId, udnId] of automaticUdnUpdates(this.ctx.project.graph.nodes(), this.udns)) {
      const moved = this.changeVersion([nodeId], udnId);
      if (!moved.ok) this.ctx.report(moved.refusal);
    }
  }

  #run(events: (udns: UdnLibrary) => readonly EventInput[]): boolean {
    const udns = this.udns;
    if (!udns) return false;
    return this.ctx.dispatch(this.ctx.attempt(() => events(udns)) ?? []);
  }
}
