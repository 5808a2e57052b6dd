import { ConfigError } from '@/config';
import { DataDirInUseError } from '@/db/data-dir-lock';
import { AppError } from '@/platform/errors';

/** Wrong or missing command-line options: the message says what, and how to call the command. */
export class CliUsageError extends Error {}

/** A command's failure in one or a few readable lines; unexpected errors keep their stack. */
export function describeCliError(err: unknown): string {
  if (err instanceof ConfigError || err instanceof DataDirInUseError || err instanceof CliUsageError) {
    return err.message;
  }
  if (err instanceof AppError) {
    const errors = err.extra.errors as Record<string, string> | undefined;
    const lines = errors ? [...new Set(Object.values(errors))] : [err.message];
    return lines.join('\n');
  }
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}

/** Runs a command: exit code 0 on success, 1 with the error on standard error otherwise. */
export function runCommand(command: () => Promise<void>): void {
  command().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(`Error: ${describeCliError(err)}`);
      process.exit(1);
    },
  );
}
