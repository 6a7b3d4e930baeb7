import { isSemanticVersion, type UdnLibrary, type UdnMetadata } from '@nodeloom/engine';
import type { UdnSession } from './udn-session.js';

/** A version group as the dialogs list it: its newest record names it. */
export interface VersionGroupView {
  id: string;
  name: string;
  /** newest first, the draft first of all */
  versions: UdnMetadata[];
  /** the newest published version, if any */
  latest: UdnMetadata | undefined;
}

/** The version groups of the registered UDNs, by name. */
export function versionGroupsOf(library: UdnLibrary): VersionGroupView[] {
  const ids = new Set(library.registeredIds().map((id) => library.metadata(id)!.versionGroup.id));
  return [...ids]
    .map((id) => {
      const versions = library.versionGroup(id);
      return {
        id,
        name: versions[0]!.definition.definitionName,
        versions,
        latest: versions.find((v) => isSemanticVersion(v.definition.version)),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The version groups of the user's own UDNs: those a new version can be written to. */
export function ownVersionGroupsOf(session: UdnSession): VersionGroupView[] {
  return versionGroupsOf(session.library).filter((group) =>
    group.versions.some((version) => session.owns(version.definition.udnId)),
  );
}
