import { DOCUMENTATION_URL } from '../base/constants.js';

/** The official documentation, in a tab of its own (About and node help show it). */
export function DocumentationLink({ className = 'button' }: { className?: string }) {
  return (
    <a className={className} href={DOCUMENTATION_URL} target="_blank" rel="noreferrer">
      Documentation
    </a>
  );
}
