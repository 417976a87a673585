export interface FinishedFile {
  file: string;
  passed: number;
  failed: number;
}
export function finishedFile(line: string): FinishedFile | null;
export function unfinished(all: string[], finished: FinishedFile[]): string[];
