/** The id of the palette command that opens a dialog (the commands are built in actions/dialog-commands.ts). */
export const dialogCommandId = (dialogId: string) => `dialog.${dialogId}`;
