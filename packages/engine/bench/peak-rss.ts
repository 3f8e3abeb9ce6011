/**
 * Peak resident set size of this process in MB: `VmHWM` from /proc/self/status on Linux, else
 * `process.resourceUsage().maxRSS`. Not `maxRSS` alone: on Linux it survives fork and exec, so a
 * child spawned by a large parent reports at least the parent's peak.
 */
import { readFileSync } from 'node:fs';

export function peakRssMb(): number {
  try {
    const m = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (m) return Math.round(Number(m[1]) / 1024);
  } catch {
    // not Linux
  }
  return Math.round(process.resourceUsage().maxRSS / 1024);
}
