import { getTableColumns, SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";

type InsertValues<TTable extends SQLiteTable> = {
  [K in keyof TTable["$inferInsert"]]?: TTable["$inferInsert"][K] | SQL;
};

/** Every column in table order: the given value, else its default, else NULL. */
function selectedValues<TTable extends SQLiteTable>(table: TTable, values: InsertValues<TTable>): SQL {
  const given: Record<string, unknown> = values;
  const selected = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = given[key];
    if (value instanceof SQL) return value;
    // NULL as NULL: a column's mapping would turn it into a value (a boolean column's null into 0).
    if (value === null) return sql`NULL`;
    if (value !== undefined) return sql`${column.mapToDriverValue(value)}`;
    if (column.default instanceof SQL) return column.default;
    if (column.default !== undefined) return sql`${column.mapToDriverValue(column.default)}`;
    if (column.defaultFn) {
      const generated: unknown = column.defaultFn();
      return generated instanceof SQL ? generated : sql`${column.mapToDriverValue(generated)}`;
    }
    return sql`NULL`;
  });
  return sql.join(selected, sql`, `);
}

/**
 * `INSERT … SELECT <values> WHERE <condition>`: the row is written only if the condition holds when the
 * statement runs. SQLite decides it inside one statement, so racing requests cannot both pass, and in a
 * batch it sees the statements before it. drizzle's insert-select lists every column in table order, so
 * each column gets the given value, else its default, else NULL.
 */
export function insertWhere<TTable extends SQLiteTable>(
  db: Db,
  table: TTable,
  values: InsertValues<TTable>,
  condition: SQL,
) {
  return db.insert(table).select(sql`SELECT ${selectedValues(table, values)} WHERE ${condition}`);
}

/**
 * `INSERT … SELECT <values> FROM <source> WHERE <condition>`: one row per source row, whose columns the
 * values may use (as insertWhere, a statement that can join a batch). The source is a table or a table
 * expression such as `json_each(?)` (a list of values bound as one parameter).
 */
export function insertFrom<TTable extends SQLiteTable>(
  db: Db,
  table: TTable,
  values: InsertValues<TTable>,
  source: SQLiteTable | SQL,
  condition: SQL,
) {
  return db
    .insert(table)
    .select(sql`SELECT ${selectedValues(table, values)} FROM ${source} WHERE ${condition}`);
}
