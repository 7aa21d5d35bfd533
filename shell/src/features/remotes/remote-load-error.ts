/** A remote (its manifest, entry or routes module) could not be loaded. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    super(`Remote ${remote} could not be loaded`, options);
    this.name = 'RemoteLoadError';
  }
}
