/** The user's picture, or their initial when there is none. */
export function Avatar({ name, url }: { name: string; url: string | null }) {
  if (url) return <img className="avatar" src={url} alt="" referrerPolicy="no-referrer" />;
  return (
    <span className="avatar avatar-initial" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
