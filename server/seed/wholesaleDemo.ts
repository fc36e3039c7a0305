/**
 * Demo data of the wholesale side: two approved wholesale customers, an order in every status
 * (the done one a real sale through the same services the API uses), a price group (10 % off the product
 * type of the goods the orders carry) that Silk Road Trading's orders are priced by, a few tissues and
 * reference rows, so that a new user sees the wholesale screens working.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Caller } from '../auth/access';
import type { Db } from '../db/connect';
import { placements, priceGroupRules, priceGroups, products, tissues, wholesaleDictionaries } from '../db/schema';
import { createCustomers } from './builders';
import { completeOrder, createOrder, moveOrder } from '../modules/wholesale/orders';

export async function seedWholesaleDemo(db: Db, companyId: number, adminId: number, placeIds: number[], wholesalePlaceId: number) {
  const caller: Caller = { employeeId: adminId, companyId, role: 'admin', roles: ['admin'], placeIds, tokenHash: '' };
  const [silk, textile] = await createCustomers(db, companyId, [
    { name: 'Silk Road Trading', phone: '+998712001001', discount: '3' },
    { name: 'Fergana Textile Group', phone: '+998712001002' },
  ]);
  // lines that the wholesale hall has in stock (the done order sells them)
  const stock = await db
    .select({ product: placements.productId, size: placements.sizeId, quantity: placements.quantity })
    .from(placements)
    .where(and(eq(placements.placeId, wholesalePlaceId), gt(placements.quantity, 1)))
    .orderBy(placements.productId, placements.sizeId)
    .limit(8);
  const line = (i: number, quantity = 1) => ({ product: stock[i % stock.length].product, size: stock[i % stock.length].size, quantity });
  // the price group: 10 % off the product type of the first line the orders carry (a fixed choice: the
  // seed's stock is), the partner's orders priced by it (their lines of that type cost less than at the till)
  const [group] = await db.insert(priceGroups).values({ companyId, name: 'Partner prices' }).returning({ id: priceGroups.id });
  if (stock.length) {
    const [first] = await db.select({ typeId: products.typeId }).from(products).where(and(eq(products.id, stock[0].product), eq(products.companyId, companyId)));
    await db.insert(priceGroupRules).values({ groupId: group.id, productTypeId: first.typeId, percent: '10.00' });
  }
  const plan: { customer: number; company: string; status: 'new' | 'in_progress' | 'done' | 'canceled' | 'rejected'; lines: ReturnType<typeof line>[]; priceGroup?: number }[] = [
    { customer: silk.id, company: 'Silk Road Trading LLC', status: 'new', lines: [line(0, 2), line(1, 1)], priceGroup: group.id },
    { customer: textile.id, company: 'Fergana Textile Group', status: 'in_progress', lines: [line(2, 1), line(3, 1)] },
    { customer: silk.id, company: 'Silk Road Trading LLC', status: 'done', lines: [line(4, 1), line(5, 1)], priceGroup: group.id },
    { customer: textile.id, company: 'Fergana Textile Group', status: 'canceled', lines: [line(6, 3)] },
    { customer: silk.id, company: 'Silk Road Trading LLC', status: 'rejected', lines: [line(7, 5)], priceGroup: group.id },
  ];
  if (!stock.length) return;
  for (const p of plan) {
    await db.transaction(async (tx) => {
      const order = await createOrder(tx, caller, { customer: p.customer, company: p.company, place: wholesalePlaceId, price_group: p.priceGroup ?? null, products: p.lines });
      if (p.status === 'in_progress' || p.status === 'done') await moveOrder(tx, caller, order.id, 'start');
      if (p.status === 'done') await completeOrder(tx, caller, order.id, { method: 'debt', payments: [] });
      if (p.status === 'canceled') await moveOrder(tx, caller, order.id, 'cancel');
      if (p.status === 'rejected') await moveOrder(tx, caller, order.id, 'reject');
    });
  }
  await db.insert(tissues).values([
    { companyId, colorName: 'Indigo', code: 'TS-101', hex: '#3f51b5', availableLength: '240.00' },
    { companyId, colorName: 'Terracotta', code: 'TS-102', hex: '#e2725b', availableLength: '85.50' },
    { companyId, colorName: 'Olive', code: 'TS-103', hex: '#808000', availableLength: '120.00' },
  ]);
  const rows = (kind: string, names: string[]) => names.map((name) => ({ companyId, kind, name }));
  await db.insert(wholesaleDictionaries).values([
    ...rows('heights', ['164', '170', '176', '182']),
    ...rows('sizes', ['44', '46', '48', '50', '52']),
    ...rows('colors', ['Black', 'Navy', 'Beige']),
    ...rows('models', ['Classic', 'Slim']),
    ...rows('styles', ['Casual', 'Formal']),
    ...rows('types', ['Suit', 'Coat', 'Dress']),
  ]);
}
