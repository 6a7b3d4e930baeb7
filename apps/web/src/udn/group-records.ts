import type { UdnMetadataRecord } from '@nodeloom/api';
import { compareUdnVersions } from '@nodeloom/engine';

export interface RecordGroup {
  id: string;
  name: string;
  /** newest first, the draft first of all */
  versions: UdnMetadataRecord[];
  draft: UdnMetadataRecord | undefined;
}

/** The server's UDN records by version group, groups by name. */
export function groupRecords(records: readonly UdnMetadataRecord[]): RecordGroup[] {
  const groups = new Map<string, UdnMetadataRecord[]>();
  for (const r of records) {
    const list = groups.get(r.versionGroup.id);
    if (list) list.push(r);
    else groups.set(r.versionGroup.id, [r]);
  }
  return [...groups]
    .map(([id, list]) => {
      const versions = list.sort((a, b) => compareUdnVersions(b.definition.version, a.definition.version));
      return {
        id,
        name: versions[0]!.definition.definitionName,
        versions,
        draft: versions.find((v) => v.definition.draft),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
