import type { UdnMetadataRecord } from '@nodeloom/api';
import { describe, expect, it } from 'vitest';
import { groupRecords } from './group-records.js';

const record = (udnId: string, name: string, version: string, group: string): UdnMetadataRecord => ({
  definition: { udnId, definitionName: name, hasSubLevel: true, version, draft: version === 'latestDraft' },
  editorConfig: null,
  versionGroup: { id: group },
  versionDescription: null,
  lastModifiedAt: '2026-01-01T00:00:00.000Z',
});

describe('groupRecords', () => {
  it('groups by version group, the draft then versions newest first, groups by name', () => {
    const groups = groupRecords([
      record('a1', 'Zed', '1.0.0', 'gz'),
      record('b1', 'Adder', '1.0.0', 'ga'),
      record('b3', 'Adder', '10.0.0', 'ga'),
      record('b0', 'Adder', 'latestDraft', 'ga'),
      record('b2', 'Adder', '2.0.0', 'ga'),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Adder', 'Zed']);
    expect(groups[0]!.versions.map((v) => v.definition.version)).toEqual([
      'latestDraft',
      '10.0.0',
      '2.0.0',
      '1.0.0',
    ]);
    expect(groups[0]!.draft?.definition.udnId).toBe('b0');
    expect(groups[1]!.draft).toBeUndefined();
  });
});
