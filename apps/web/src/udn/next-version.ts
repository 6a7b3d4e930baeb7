/** The next major version after a semantic version ('1.4.2' → '2.0.0'); '1.0.0' when there is none. */
export function nextMajorVersion(version: string | undefined): string {
  const major = version ? Number.parseInt(version.split('.')[0] ?? '', 10) : Number.NaN;
  return Number.isFinite(major) ? `${major + 1}.0.0` : '1.0.0';
}
