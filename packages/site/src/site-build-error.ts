/** A project that cannot be built into a site: the message says what is wrong. */
export class SiteBuildError extends Error {
  readonly code = 'SiteBuildError';
  constructor(message: string) {
    super(message);
    this.name = 'SiteBuildError';
  }
}
