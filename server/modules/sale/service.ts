/**
 * The sale module's public pieces (what routes and the booking, wholesale, cash desk, customer and
 * movement modules use); the files behind it are named for what they hold: setup (the till's place,
 * rates and seller), basket (reading and pricing a basket, the customer), create (recording a sale),
 * queries (one, a list, the check), cancel, top (the top-sold reports), offline (a sale the till made
 * while the server could not be reached).
 */
export { tillPlace, tillRate, tillSetup, type TillSetup } from './setup';
export { openDebtCount, priceBasket, saleCustomer } from './basket';
export type { BasketLine, PricedBasketLine } from './basketRead';
export { createSale, saleLineKey, type SaleFromBooking, type SaleInternalOptions } from './create';
export { getSale, listSales, saleCheck, saleListItems } from './queries';
export { rejectSale } from './cancel';
export { topSellBySize, topSellProducts } from './top';
