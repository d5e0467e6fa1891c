/**
 * This machine's npm registry serves only this platform's native binaries (biome, swc, rollup, ...), so
 * npm leaves the other platforms' optional packages out of package-lock.json and `npm ci` then refuses
 * the lockfile. This adds the missing entries (from the registry's metadata where it has them, else from
 * the platform named in the package name) so `npm ci` accepts the lockfile; npm skips them on install
 * because their os/cpu do not match. Run after changing dependencies:
 *   npm install && npx tsx scripts/complete-lockfile.ts
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';

type Entry = {
  version?: string;
  dev?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
};
const lockPath = 'package-lock.json';
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, Entry> };
const run = promisify(execFile);

const missing: { path: string; name: string; version: string; dev: boolean }[] = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (!lock.packages[nested] && !lock.packages[hoisted]) {
      missing.push({ path: hoisted, name, version, dev: entry.dev === true });
    }
  }
}

const fields = ['version', 'dist.integrity', 'os', 'cpu', 'libc', 'license', 'engines'];
const oses = [
  'android',
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'openharmony',
  'sunos',
  'aix',
];
const cpus = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

async function registryMeta(name: string, version: string): Promise<Record<string, unknown>> {
  try {
    const { stdout } = await run('npm', ['view', `${name}@${version}`, ...fields, '--json']);
    return JSON.parse(stdout) as Record<string, unknown>;
  } catch {
    const tokens = name.split('/').pop()!.split('-');
    const os = oses.filter((o) => tokens.includes(o));
    const cpu = cpus.filter((c) => tokens.includes(c) || (c === 'arm' && tokens.some((t) => t === 'arm')));
    const meta: Record<string, unknown> = { version, os: os.length ? os : ['none'] };
    if (cpu.length) meta.cpu = cpu;
    if (tokens.includes('musl') || tokens.includes('musleabihf')) meta.libc = ['musl'];
    return meta;
  }
}
await Promise.all(
  missing.map(async (m) => {
    const meta = await registryMeta(m.name, m.version);
    const entry: Entry = { version: meta.version as string, integrity: meta['dist.integrity'] };
    for (const key of ['cpu', 'os', 'libc', 'license', 'engines'] as const) {
      if (meta[key] !== undefined) entry[key] = meta[key];
    }
    if (m.dev) entry.dev = true;
    entry.optional = true;
    lock.packages[m.path] = entry;
  }),
);

const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${missing.length} optional platform entries to ${lockPath}`);
