import { runSearchBench } from '/work/main/tests/bench/search-bench';
const r = runSearchBench();
console.log(JSON.stringify({ ...r, perQuery: undefined }, null, 1));
console.table(r.perQuery);
