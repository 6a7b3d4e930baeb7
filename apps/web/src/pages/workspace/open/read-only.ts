import { PLAYGROUND_PROJECT_ID } from '@nodeloom/api';

export interface ReadOnlyInputs {
  /** the server's verdict on the project answer: true unless the user owns it or is in its owning team */
  serverReadOnly: boolean;
  /** the address asks for read-only (/project?readonly=true|1) */
  requested: boolean;
  embedded: boolean;
  signedIn: boolean;
  /** opened from a snapshot (/project?snip=…) */
  snapshot: boolean;
  projectId: string;
}

/**
 * Spec 1 §6: read-only when embedded, without a user, or when the user neither owns the project
 * nor belongs to its team (organisation projects included: the server decides that part); a
 * snapshot and the empty playground always; and whenever the address asks for it.
 */
export function decideReadOnly(inputs: ReadOnlyInputs): boolean {
  return (
    inputs.serverReadOnly ||
    inputs.requested ||
    inputs.embedded ||
    !inputs.signedIn ||
    inputs.snapshot ||
    inputs.projectId === PLAYGROUND_PROJECT_ID
  );
}
