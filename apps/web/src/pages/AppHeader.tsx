import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { lastProjectId } from '../base/browserStorage.js';
import { queryClient } from '../services/queryClient.js';
import { signOut } from '../services/session.js';
import { useSession } from '../state/session.js';
import { workspaceStore } from '../state/workspace.js';
import { Avatar } from '../ui/Avatar.js';
import { closeProject } from './closeProject.js';
import { SignInLink } from './SignInLink.js';
import { ThemeToggle } from './ThemeToggle.js';

/** The top bar of signed-in pages: brand (back to the projects list), theme, the user and sign-out. */
export function AppHeader({ children }: { children?: ReactNode }) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();

  async function leave() {
    await signOut().catch(() => undefined);
    queryClient.clear();
    // the next person at this browser finds none of the user's projects kept in it
    void import('../collab/project-copies.js')
      .then(({ pageProjectCopies }) => pageProjectCopies().dropAll())
      .catch((error: Error) =>
        console.warn(`This browser's project copies were not removed: ${error.message}`),
      );
    lastProjectId.set(null);
    workspaceStore.getState().setOpenProject(null);
    navigate('/login', { replace: true });
  }

  return (
    <header className="app-header">
      <Link
        to="/projects"
        className="brand brand-link"
        onClick={closeProject}
        aria-label="Nodeloom — all projects"
      >
        <span className="brand-mark" aria-hidden="true" />
        <span>Nodeloom</span>
      </Link>
      <div className="app-header-middle">{children}</div>
      <div className="app-header-user">
        <ThemeToggle />
        {user ? (
          <>
            <span className="header-divider" aria-hidden="true" />
            <Avatar name={user.name} url={user.avatarUrl} />
            <span className="user-name">{user.name}</span>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => workspaceStore.getState().setAccountSettingsOpen(true)}
            >
              Account settings
            </button>
            <button type="button" className="button button-ghost" onClick={() => void leave()}>
              Sign out
            </button>
          </>
        ) : (
          <SignInLink />
        )}
      </div>
    </header>
  );
}
