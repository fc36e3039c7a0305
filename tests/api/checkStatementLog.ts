/**
 * The company filter check over a statement log kept by hand (docs/citus.md):
 *   SQL_STATEMENT_LOG=/tmp/sql npm start   (or the api tier with the variable set), then
 *   node --import tsx tests/api/checkStatementLog.ts /tmp/sql
 */
import { checkStatements, companyFilterCheck, describe, readStatementLog } from './companyFilter';

const dir = process.argv[2];
if (!dir) throw new Error('usage: checkStatementLog.ts <statement log directory>');
const texts = await readStatementLog(dir);
const { findings, unused } = checkStatements(await companyFilterCheck(), texts);
console.log(describe(findings));
for (const a of unused) console.log(`allow entry matched nothing: ${a.table} '${a.text}'`);
console.log(`${texts.size} distinct statements, ${findings.length} finding(s)`);
process.exitCode = findings.length ? 1 : 0;
