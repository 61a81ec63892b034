// Adds lock-file entries for platform binaries that the npm registry here does not carry yet (builds for
// other systems: darwin, win32, freebsd, android…). `npm install` leaves them out of package-lock.json,
// and `npm ci` then refuses the lock as out of sync. Each entry records only the version and the system
// it is for, so `npm ci` skips it on this (linux) machine and installs it where it applies.
// Run after changing dependencies: `npm install && node scripts/fix-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part)) ?? (parts.includes('arm') ? 'arm' : undefined);
  const libc = parts.some((part) => part.startsWith('musl'))
    ? 'musl'
    : parts.includes('gnu') || parts.some((part) => part.startsWith('gnueabi'))
      ? 'glibc'
      : undefined;
  return os && cpu ? { os, cpu, libc } : undefined;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/` : 'node_modules/';
    if (lock.packages[`node_modules/${name}`] || lock.packages[`${base}${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[`node_modules/${name}`] = {
      version,
      cpu: [platform.cpu],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      license: entry.license,
      optional: true,
      os: [platform.os],
    };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`[fix-lock] ${added} platform entries added`);
