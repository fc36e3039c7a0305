/** The stock movement area's API paths (SPEC.md section 7 Reception, Transfer), without zod: the browser's entry may import these. */
import { apiPath, listCallPath } from '../apiPaths';

export const receptionsPath = apiPath('reception', 'receptions');
export const transfersPath = apiPath('transfer', 'transfers');
/** POST {code}: the transfer a receiving shop scanned */
export const transferByCodePath = listCallPath(transfersPath, 'by_code');
/** GET the stock that may be distributed, POST a distribution */
export const distributionPath = apiPath('transfer', 'distribution');
/** POST a factory delivery (the factory's integration, or a person's Excel upload turned into JSON) */
export const fromFactoryPath = listCallPath(transfersPath, 'from-factory');
/** the pending factory deliveries, one, and {id}/process/ */
export const factoryTransfersPath = apiPath('transfer', 'transfers-from-factory');
/** GET ?barcode=: the fabric barcode lookup (SPEC.md 7 Transfer), answered by the server from the configured fabric service */
export const fabricLookupPath = apiPath('transfer', 'fabric-lookup');
