// The app's D1 database of a local state folder (`--persist-to`), as miniflare keeps it: one SQLite file
// under <state>/v3/d1, found by its tables (miniflare names the file by a hash). For reading or writing it
// directly with node:sqlite while no local runtime holds it (the bench's data set, a test of a fresh state).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** The SQLite file under `dir` holding the app's tables (a `profiles` table). */
export function findSqlite(dir) {
  const found = [];
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".sqlite")) found.push(full);
    }
  };
  walk(dir);
  for (const file of found) {
    const db = new DatabaseSync(file, { readOnly: true });
    const hasProfiles = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'profiles'").get();
    db.close();
    if (hasProfiles) return file;
  }
  throw new Error(`no D1 database with a profiles table under ${dir}`);
}
