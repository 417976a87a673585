/** The SQLite file under `dir` holding the app's tables (a `profiles` table). */
export function findSqlite(dir: string): string;
