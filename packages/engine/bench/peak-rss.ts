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

/** Resident memory of a process in kB (`VmRSS`, and its anonymous, file and shared parts); zeros when it is gone. */
function residentKb(pid: number | 'self'): { rss: number; anon: number; file: number; shmem: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string): number => Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile'), shmem: kb('RssShmem') };
  } catch {
    return { rss: 0, anon: 0, file: 0, shmem: 0 };
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

/** Peak memory of a process tree in MB (see {@link treeRssSampler}). */
export interface TreePeak {
  /** Peak of the summed resident sets (`VmRSS`) of the process and its children. */
  rssMb: number;
  /**
   * Peak of the memory the tree holds, counting what its processes share once: their private
   * (anonymous and shared-memory) pages summed, plus the largest file-backed resident set (the
   * Node.js binary, mapped by every process, is resident once however many map it). Summing RSS
   * counts those pages once per process; this is close to summing each process's PSS (measured
   * against /proc/<pid>/smaps_rollup: 407 against 393 MB), which costs milliseconds a read.
   */
  heldMb: number;
}

/**
 * Samples, every `intervalMs` (default 20), the resident memory of this process and its child
 * processes (a run that splits a file into parts runs them in processes of their own), and returns
 * a function that stops sampling and gives the peaks — the RSS figure at least this process's own
 * peak. Sampling can miss a peak shorter than the interval.
 */
export function treeRssSampler(intervalMs = 20): () => TreePeak {
  let peakRssKb = 0;
  let peakHeldKb = 0;
  const sample = (): void => {
    let rss = 0;
    let held = 0;
    let file = 0;
    for (const pid of ['self' as const, ...childPids()]) {
      const m = residentKb(pid);
      rss += m.rss;
      held += m.anon + m.shmem;
      file = Math.max(file, m.file);
    }
    peakRssKb = Math.max(peakRssKb, rss);
    peakHeldKb = Math.max(peakHeldKb, held + file);
  };
  const timer = setInterval(sample, intervalMs);
  return () => {
    clearInterval(timer);
    sample();
    return { rssMb: Math.max(peakRssMb(), Math.round(peakRssKb / 1024)), heldMb: Math.round(peakHeldKb / 1024) };
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
