/** The stock movement area's API paths (SPEC.md section 7 Reception, Transfer; issue 12), without zod: the browser's entry may import these. */
export const receptionsPath = '/reception/v1/receptions/';
export const transfersPath = '/transfer/v1/transfers/';
/** POST {code}: the transfer a receiving shop scanned */
export const transferByCodePath = '/transfer/v1/transfers/by_code/';
/** GET the stock that may be distributed, POST a distribution */
export const distributionPath = '/transfer/v1/distribution/';
/** POST a factory delivery (the factory's integration, or a person's Excel upload turned into JSON) */
export const fromFactoryPath = '/transfer/v1/transfers/from-factory/';
/** the pending factory deliveries, one, and {id}/process/ */
export const factoryTransfersPath = '/transfer/v1/transfers-from-factory/';
/** GET ?barcode=: the fabric barcode lookup (SPEC.md 7 Transfer), answered by the server from the configured fabric service */
export const fabricLookupPath = '/transfer/v1/fabric-lookup/';
