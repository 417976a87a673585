import type { LatLng } from "./geo";

/**
 * The search's map grid (decision 0021): the world in cells of 0.5° × 0.5° (≈ 55 × 34 km in Poland).
 * Triggers on `profiles` (migration 0020) write one `search_cells` row for every cell a truck's area may
 * reach, so a search around a place reads the rows of the place's cell instead of every truck's base.
 * The triggers compute the same cells in SQL: these numbers must match theirs.
 */
const GRID_CELL_DEGREES = 0.5;
/** A cell's id: its row (latitude index) times this, plus its column (longitude index, |index| < 2048). */
const GRID_ROW_STRIDE = 4096;

/** The id of the cell that holds the point. */
export function gridCellOf(point: LatLng): number {
  return (
    Math.floor(point.lat / GRID_CELL_DEGREES) * GRID_ROW_STRIDE + Math.floor(point.lng / GRID_CELL_DEGREES)
  );
}
