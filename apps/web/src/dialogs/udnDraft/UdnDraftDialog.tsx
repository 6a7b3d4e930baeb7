import { GroupDialogFrame } from '../../udn/GroupDialogFrame.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { DraftForm } from './DraftForm.js';

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
  return (
    <GroupDialogFrame givenGroupId={given?.groupId} close={close}>
      {(group) => (
        <DraftForm
          key={group.id}
          group={group}
          from={group.id === given?.groupId ? given.udnId : undefined}
          ctx={ctx}
          onDone={close}
        />
      )}
    </GroupDialogFrame>
  );
}
