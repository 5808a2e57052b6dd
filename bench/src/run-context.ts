/** What every measure receives from the runner. */
export interface BenchContext {
  /** The quick variant: fewer samples and smaller populations, to keep the harness working in CI. */
  quick: boolean;
  log(line: string): void;
  /** Folder for the bench's compiled child-process scripts and scratch files (git-ignored). */
  tmpDir: string;
}
