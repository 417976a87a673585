import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { configureLikeD1, type SqliteDatabase, type SqliteValue } from "./sqlite";

function inputs(params: readonly SqliteValue[]): SQLInputValue[] {
  return [...params];
}

/** SQLite's math functions (D1 has them; the search's distances use them), as SQLite defines them. */
const MATH: Record<string, (...args: number[]) => number> = {
  acos: Math.acos,
  asin: Math.asin,
  atan: Math.atan,
  atan2: Math.atan2,
  ceil: Math.ceil,
  ceiling: Math.ceil,
  cos: Math.cos,
  degrees: (x) => (x * 180) / Math.PI,
  exp: Math.exp,
  floor: Math.floor,
  ln: Math.log,
  log: (a, b) => (b === undefined ? Math.log10(a) : Math.log(b) / Math.log(a)),
  log10: Math.log10,
  log2: Math.log2,
  mod: (x, y) => x % y,
  pi: () => Math.PI,
  pow: Math.pow,
  power: Math.pow,
  radians: (x) => (x * Math.PI) / 180,
  sin: Math.sin,
  sqrt: Math.sqrt,
  tan: Math.tan,
  trunc: Math.trunc,
};

/**
 * Deno's SQLite is built without the math functions Node's and Bun's have: they are added when missing.
 * NULL in gives NULL out, as in SQLite.
 */
function ensureMathFunctions(db: DatabaseSync): void {
  try {
    db.prepare("SELECT asin(0.5), radians(180)").get();
    return;
  } catch {
    // missing: defined below
  }
  for (const [name, math] of Object.entries(MATH)) {
    db.function(name, { deterministic: true, varargs: true }, (...args) => {
      if (args.some((arg) => arg === null)) return null;
      return math(...args.map(Number));
    });
  }
}

/** `node:sqlite`: Deno's driver, and Node's in the platform's own tests. */
export function openNodeSqlite(path: string): SqliteDatabase {
  const db = new DatabaseSync(path);
  ensureMathFunctions(db);
  const cache = new Map<string, ReturnType<DatabaseSync["prepare"]>>();
  const statement = (sql: string) => {
    let prepared = cache.get(sql);
    if (!prepared) {
      prepared = db.prepare(sql);
      cache.set(sql, prepared);
    }
    return prepared;
  };
  return configureLikeD1({
    prepare(sql) {
      const prepared = statement(sql);
      return {
        columnNames: () => prepared.columns().map((column) => column.name),
        values(params) {
          prepared.setReturnArrays(true);
          return prepared
            .all(...inputs(params))
            .map((row) => (Array.isArray(row) ? row : Object.values(row)));
        },
        run: (params) => prepared.run(...inputs(params)),
      };
    },
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  });
}
