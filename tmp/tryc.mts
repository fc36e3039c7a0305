import { createCluster } from '/work/main/tests/support/pgCluster';
const c = await createCluster();
console.log(c.port, await c.query('select version()'));
c.restart('immediate');
console.log(await c.query('select 1 as x'));
c.destroy();
