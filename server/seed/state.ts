import { count } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { companies } from '../db/schema';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return Number(row.n) === 0;
}
