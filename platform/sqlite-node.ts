import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { configureLikeD1, type SqliteDatabase, type SqliteValue } from "./sqlite";

function inputs(params: readonly SqliteValue[]): SQLInputValue[] {
  return [...params];
}

/** `node:sqlite`: Deno's driver, and Node's in the platform's own tests. */
export function openNodeSqlite(path: string): SqliteDatabase {
  const db = new DatabaseSync(path);
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
