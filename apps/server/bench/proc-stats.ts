/**
 * Memory and CPU of a running process from Linux's /proc (proc(5)): peak resident set size
 * (`VmHWM` in /proc/<pid>/status) and user + system CPU time (/proc/<pid>/stat fields 14 and 15).
 * Worker threads are part of their process, so an engine thread's memory counts towards it.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

export interface ProcSample {
  /** Peak resident set size so far, bytes (VmHWM). */
  peakRssBytes: number;
  /** Resident set size now, bytes (VmRSS). */
  rssBytes: number;
  /** User + system CPU time so far, seconds (all threads). */
  cpuSeconds: number;
}

let ticks: number | null = null;

/** Clock ticks per second (`getconf CLK_TCK`; 100 on every common Linux). */
function clockTicks(): number {
  if (ticks === null) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

function statusKb(status: string, name: string): number {
  const m = status.match(new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm'));
  return m ? Number(m[1]) * 1024 : 0;
}

/** Reads the figures of process `pid`; null when it is gone (or /proc is not there). */
export function sampleProcess(pid: number): ProcSample | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ")".
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(rest[11]);
    const stime = Number(rest[12]);
    return { peakRssBytes: statusKb(status, 'VmHWM'), rssBytes: statusKb(status, 'VmRSS'), cpuSeconds: (utime + stime) / clockTicks() };
  } catch {
    return null;
  }
}

/** Keeps the latest figures of a process, so they survive its exit. */
export class ProcessWatch {
  readonly label: string;
  readonly pid: number;
  last: ProcSample | null = null;
  /** VmHWM when `resetPeak` was called (start-up peak), bytes; null before. */
  startupPeakBytes: number | null = null;
  /** True when the kernel reset VmHWM, so `last.peakRssBytes` is the peak since then. */
  peakWasReset = false;
  constructor(label: string, pid: number) {
    this.label = label;
    this.pid = pid;
  }

  /**
   * Keeps the peak so far as `startupPeakBytes` and resets the kernel's VmHWM to the current RSS
   * (writing "5" to /proc/<pid>/clear_refs, Linux ≥ 4.0; allowed for our own children), so that
   * later peaks are those of the work that follows, not of start-up (migrations, PGlite's initdb).
   */
  resetPeak(): void {
    this.startupPeakBytes = this.sample()?.peakRssBytes ?? null;
    try {
      writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
      this.peakWasReset = true;
    } catch {
      this.peakWasReset = false;
    }
  }
  /** Samples now; keeps the previous figures when the process is gone. */
  sample(): ProcSample | null {
    const s = sampleProcess(this.pid);
    if (s) this.last = s;
    return this.last;
  }
}

/** Jiffies the whole machine spent busy and in total so far (first line of /proc/stat). */
export function machineCpu(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const total = v.reduce((a, b) => a + b, 0);
    const idle = (v[3] ?? 0) + (v[4] ?? 0); // idle + iowait
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * CPU seconds so far of every process whose command name (`/proc/<pid>/comm`) is `name`, by pid —
 * for example every PostgreSQL backend of a server on this machine. Processes this user may not
 * read are left out.
 */
export function cpuByCommand(name: string): Map<number, number> {
  const out = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return out;
  }
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== name) continue;
    } catch {
      continue;
    }
    const s = sampleProcess(pid);
    if (s) out.set(pid, s.cpuSeconds);
  }
  return out;
}

/**
 * CPU seconds spent between two `cpuByCommand` readings: the growth of every process in `after`
 * (a process started in between counts from zero; one that ended in between is lost).
 */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, cpu] of after) sum += cpu - (before.get(pid) ?? 0);
  return sum;
}
