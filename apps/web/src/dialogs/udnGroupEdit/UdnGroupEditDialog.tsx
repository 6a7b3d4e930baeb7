import { GroupDialogFrame } from '../../udn/GroupDialogFrame.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { EditGroupForm } from './EditGroupForm.js';

/** What the UDN manager opens it with; from the palette the user picks the group. */
export interface GroupEditArgs {
  groupId: string;
}

/** Edit group (spec 1 §2): a version group's shared definition, the group picked when not given. */
export default function UdnGroupEditDialog({ ctx, args, close }: DialogProps) {
  return (
    <GroupDialogFrame givenGroupId={(args as GroupEditArgs | undefined)?.groupId} close={close}>
      {(group) => <EditGroupForm key={group.id} group={group} ctx={ctx} onDone={close} />}
    </GroupDialogFrame>
  );
}
