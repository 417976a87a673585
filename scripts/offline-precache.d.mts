export const NOT_PRECACHED: RegExp[];
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export function precacheFiles(manifest: Record<string, ManifestChunk>): string[];
export function withAppBuild(source: string, files: string[], page: string): string;
export function writeOfflinePrecache(dir: string): void;
