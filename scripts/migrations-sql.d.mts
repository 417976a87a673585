export function migrationFiles(dir?: string): string[];
export function allMigrationsSql(dir?: string): string;
