export interface NeededRetry {
  step: "e2e" | "worker";
  /** The file and titles (e2e), or the worker test file. */
  test: string;
  /** file:line (e2e), or where the worker run stalled. */
  where: string;
  tries: number;
  outcome: string;
}
export function playwrightRetries(report: unknown): NeededRetry[];
export function workerReruns(report: unknown): NeededRetry[];
export function writeFlakyList(reports: string): NeededRetry[];
export function describeFlaky(list: NeededRetry[]): string[];
