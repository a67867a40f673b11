/** A command line the command cannot run: it prints the message and exits 2. */
export class UsageError extends Error {
  readonly code = 'USAGE';
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
