/**
 * Peak resident set size of this process in MB: `VmHWM` from /proc/self/status on Linux, else
 * `process.resourceUsage().maxRSS`. Not `maxRSS` alone: on Linux it survives fork and exec, so a
 * child spawned by a large parent reports at least the parent's peak.
 */
import { readdirSync, readFileSync } from 'node:fs';

export function peakRssMb(): number {
  try {
    const m = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (m) return Math.round(Number(m[1]) / 1024);
  } catch {
    // not Linux
  }
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

/** Resident set size of a process in kB (`VmRSS`), 0 when it is gone. */
function rssKb(pid: number | 'self'): number {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** The child processes of this process (Linux: /proc/self/task/<tid>/children). */
function childPids(): number[] {
  const pids: number[] = [];
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const text = readFileSync(`/proc/self/task/${tid}/children`, 'utf8').trim();
      if (text) for (const pid of text.split(/\s+/)) pids.push(Number(pid));
    }
  } catch {
    // not Linux
  }
  return pids;
}

/**
 * Samples, every `intervalMs` (default 20), the summed resident set of this process and its child
 * processes (a run that splits a file into parts runs them in processes of their own), and returns
 * a function that stops sampling and gives the peak sum in MB — at least this process's own peak.
 * Sampling can miss a peak shorter than the interval.
 */
export function treeRssSampler(intervalMs = 20): () => number {
  let peakKb = 0;
  const sample = (): void => {
    let kb = rssKb('self');
    for (const pid of childPids()) kb += rssKb(pid);
    if (kb > peakKb) peakKb = kb;
  };
  const timer = setInterval(sample, intervalMs);
  return () => {
    clearInterval(timer);
    sample();
    return Math.max(peakRssMb(), Math.round(peakKb / 1024));
  };
}

/**
 * CPU seconds of this process's child processes that have ended and been waited for (Linux:
 * `cutime` + `cstime` of /proc/self/stat, in USER_HZ = 1/100 s); 0 elsewhere.
 */
export function endedChildrenCpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}
