import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { allUdnsQuery } from '../../services/udns.js';
import { GroupPicker } from '../../udn/GroupPicker.js';
import { groupRecords } from '../../udn/group-records.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { ListStates } from '../list-states.js';
import { DraftForm } from './DraftForm.js';
import '../../udn/udn-dialogs.css';

/** What the UDN manager opens it with; from the palette the user picks both. */
export interface DraftArgs {
  groupId: string;
  /** the version to start from */
  udnId?: string;
}

/**
 * Draft in version group (spec 1 §2): a new draft of a version group made from one of its
 * versions, under a name and description of its own.
 */
export default function UdnDraftDialog({ ctx, args, close }: DialogProps) {
  const given = args as DraftArgs | undefined;
  const list = useQuery({ ...allUdnsQuery(), select: groupRecords });
  const [picked, setPicked] = useState(given?.groupId);
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
              <DraftForm
                key={group.id}
                group={group}
                from={group.id === given?.groupId ? given.udnId : undefined}
                ctx={ctx}
                onDone={close}
              />
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
