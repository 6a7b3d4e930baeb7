import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { allUdnsQuery } from '../services/udns.js';
import { CloseActions } from '../ui/EmptyDialog.js';
import { ListStates } from '../ui/list-states.js';
import { groupRecords, type RecordGroup } from './group-records.js';
import { UdnSelect } from './UdnSelect.js';
import './udn-dialogs.css';

/**
 * The frame of a dialog about one version group (draft in version group, edit group): the group
 * it was opened with, or a picker over the user's groups; the loading, empty and "no longer
 * exists" states around the form.
 */
export function GroupDialogFrame({
  givenGroupId,
  close,
  children,
}: {
  /** the group the opener passed; without one the user picks it */
  givenGroupId: string | undefined;
  close(): void;
  children(group: RecordGroup): ReactNode;
}) {
  const list = useQuery({ ...allUdnsQuery(), select: groupRecords });
  const [picked, setPicked] = useState(givenGroupId);
  const groupId = picked ?? list.data?.[0]?.id;
  const group = list.data?.find((g) => g.id === groupId);
  return (
    <div className="udn-dialog">
      <ListStates
        query={list}
        noun="version groups"
        empty="No version groups yet. Pack a level into a UDN to make one."
      >
        {(groups) => (
          <>
            {givenGroupId ? null : (
              <UdnSelect
                label="Version group"
                items={groups}
                idOf={(g) => g.id}
                describe={(g) =>
                  `${g.name} (${g.versions.length === 1 ? '1 record' : `${g.versions.length} records`})`
                }
                value={groupId!}
                onChange={setPicked}
              />
            )}
            {group ? (
              children(group)
            ) : (
              <p className="udn-error" role="alert">
                This version group no longer exists.
              </p>
            )}
          </>
        )}
      </ListStates>
      {group ? null : <CloseActions onClose={close} />}
    </div>
  );
}
