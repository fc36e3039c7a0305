/**
 * Stock tables: placements (product, size, place, quantity) pivoted into sizes x places with row and
 * column totals. Pure functions, shared by the product page and the vendor-code panel.
 */
export interface StockCell {
  size: { id: number; name: string };
  place: { id: number; name: string };
  quantity: number;
  /** units reserved by pending bookings (apart from the free `quantity`) */
  reserved?: number;
  /** units on the way to this place (sent transfers not yet accepted) */
  on_the_way?: number;
}

export interface StockGrid {
  sizes: { id: number; name: string }[];
  places: { id: number; name: string }[];
  /** quantity by `${sizeId}:${placeId}` */
  cells: Map<string, number>;
  sizeTotals: Map<number, number>;
  placeTotals: Map<number, number>;
  total: number;
  /** reserved units by `${sizeId}:${placeId}`, and in all (0: nothing is booked) */
  reservedCells: Map<string, number>;
  reservedTotal: number;
  /** units on the way by `${sizeId}:${placeId}`, and in all */
  onTheWayCells: Map<string, number>;
  onTheWayTotal: number;
}

/**
 * Sums the placements by size and place. `sizes` / `places` fix the rows and columns (and their
 * order); without them, the ones that have stock are used, by id.
 */
export function stockGrid(
  rows: readonly StockCell[],
  options: { sizes?: readonly { id: number; name: string }[]; places?: readonly { id: number; name: string }[] } = {},
): StockGrid {
  const sizes = options.sizes ? [...options.sizes] : uniqueBy(rows.map((r) => r.size)).sort((a, b) => a.id - b.id);
  const places = options.places ? [...options.places] : uniqueBy(rows.map((r) => r.place)).sort((a, b) => a.id - b.id);
  const sizeIds = new Set(sizes.map((s) => s.id));
  const placeIds = new Set(places.map((p) => p.id));
  const cells = new Map<string, number>();
  const sizeTotals = new Map<number, number>();
  const placeTotals = new Map<number, number>();
  const reservedCells = new Map<string, number>();
  let total = 0;
  let reservedTotal = 0;
  const onTheWayCells = new Map<string, number>();
  let onTheWayTotal = 0;
  for (const r of rows) {
    if (!sizeIds.has(r.size.id) || !placeIds.has(r.place.id)) continue;
    const key = `${r.size.id}:${r.place.id}`;
    if (r.reserved) {
      reservedCells.set(key, (reservedCells.get(key) ?? 0) + r.reserved);
      reservedTotal += r.reserved;
    }
    if (r.on_the_way) {
      onTheWayCells.set(key, (onTheWayCells.get(key) ?? 0) + r.on_the_way);
      onTheWayTotal += r.on_the_way;
    }
    cells.set(key, (cells.get(key) ?? 0) + r.quantity);
    sizeTotals.set(r.size.id, (sizeTotals.get(r.size.id) ?? 0) + r.quantity);
    placeTotals.set(r.place.id, (placeTotals.get(r.place.id) ?? 0) + r.quantity);
    total += r.quantity;
  }
  return { sizes, places, cells, sizeTotals, placeTotals, total, reservedCells, reservedTotal, onTheWayCells, onTheWayTotal };
}

function uniqueBy<T extends { id: number }>(items: T[]): T[] {
  const seen = new Map<number, T>();
  for (const item of items) if (!seen.has(item.id)) seen.set(item.id, item);
  return [...seen.values()];
}
