import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { allUdnsQuery } from '../../services/udns.js';
import { GroupPicker } from '../../udn/GroupPicker.js';
import { groupRecords } from '../../udn/group-records.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { ListStates } from '../list-states.js';
import { EditGroupForm } from './EditGroupForm.js';
import '../../udn/udn-dialogs.css';

/** What the UDN manager opens it with; from the palette the user picks the group. */
export interface GroupEditArgs {
  groupId: string;
}

/** Edit group (spec 1 §2): a version group's shared definition, the group picked when not given. */
export default function UdnGroupEditDialog({ ctx, args, close }: DialogProps) {
  const given = (args as GroupEditArgs | undefined)?.groupId;
  const list = useQuery({ ...allUdnsQuery(), select: groupRecords });
  const [picked, setPicked] = useState<string | undefined>(given);
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
            {given ? null : <GroupPicker groups={groups} value={groupId!} onChange={setPicked} />}
            {group ? (
              <EditGroupForm key={group.id} group={group} ctx={ctx} onDone={close} />
            ) : (
              <p className="udn-error" role="alert">
                This version group no longer exists.
              </p>
            )}
          </>
        )}
      </ListStates>
      {group ? null : (
        <div className="modal-actions">
          <button type="button" className="button" onClick={close}>
            Close
          </button>
        </div>
      )}
    </div>
  );
}
