export const PROGRESS_MARK: string;
export interface ProgressEvent {
  event: "file" | "test" | "end";
  file: string;
  test?: string;
  state?: string;
  passed?: number;
  failed?: number;
  skipped?: number;
}
export interface FinishedFile {
  file: string;
  passed: number;
  failed: number;
}
export function progressEvent(line: string): ProgressEvent | null;
export function fileCounts(end: ProgressEvent): FinishedFile;
export class RunProgress {
  finished: FinishedFile[];
  current: { file: string; test: string | null } | null;
  read(line: string): boolean;
}
export function stallPlace(progress: RunProgress): string;
export function idleLimit(progress: RunProgress, stallMs: number, betweenFilesMs: number): number;
export function unfinished(all: string[], finished: FinishedFile[]): string[];
export function afterStall(stall: {
  stalledIn: string | null;
  earlierStalls: string[];
  remaining: string[];
  failed: number;
  restartsLeft: number;
}): { action: "done" | "restart" | "give-up"; reason: string };
