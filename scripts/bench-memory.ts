/** What the benchmarks read of a process's memory and CPU time (Linux /proc; zeros elsewhere). */
import fs from 'node:fs';

const MB = 1024 * 1024;

/** A process's resident memory now and its high-water mark (VmHWM), in bytes. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const read = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
    return { rss: read('VmRSS'), peak: read('VmHWM') };
  } catch {
    return { rss: 0, peak: 0 }; // the process has ended
  }
}

/** Resets a process's VmHWM (Linux 4.0+, writing 5 to clear_refs); harmless where not allowed. */
export function resetPeak(pid: number): void {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    console.log('  (could not reset the peak memory counter: the startup peak is included)');
  }
}

/** CPU seconds a process has used (user + system), from /proc/<pid>/stat. */
export function cpuSecondsOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

/** Samples this process's RSS every 100 ms from now on; stop() gives the highest sample in MB. */
export function sampleRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss) / MB;
  };
}

/** The kernel's high-water mark of this process (Linux), else the current RSS. */
export function highWaterMb(): number {
  try {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]) / 1024;
  } catch {
    // not Linux
  }
  return process.memoryUsage().rss / MB;
}
