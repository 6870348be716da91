/**
 * The processes a cluster run starts, each remembered by its PID and stopped by it: at the end, on a failure,
 * and on Ctrl-C or SIGTERM. Each one's output goes to a log file of its own, printed when a start fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Started {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
}

const running = new Set<Started>();

export function start(
  name: string,
  command: string,
  args: string[],
  options: { logDir: string; env?: NodeJS.ProcessEnv; cwd?: string },
): Started {
  const logFile = path.join(options.logDir, `${name}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(-1));
  });
  const started: Started = { name, child, logFile, exited };
  running.add(started);
  void exited.then(() => running.delete(started));
  return started;
}

/** SIGTERM, then SIGKILL if it is still there after `graceMs`. */
export async function stop(started: Started, graceMs = 10_000): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => started.child.kill('SIGKILL'), graceMs);
  await started.exited;
  clearTimeout(timer);
}

/** SIGKILL, as a crash would end it. */
export async function kill(started: Started): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill('SIGKILL');
  await started.exited;
}

/** Stops everything still running, the last started first. */
export async function stopAll(): Promise<void> {
  for (const started of [...running].reverse()) await stop(started);
}

/** The last lines a process wrote, for the message of a failed start. */
export function tailOf(started: Started, lines = 30): string {
  const text = fs.existsSync(started.logFile) ? fs.readFileSync(started.logFile, 'utf8') : '';
  return text.split('\n').slice(-lines).join('\n');
}

/**
 * Ctrl-C and SIGTERM stop what was started before this process ends; so does an exit without stopAll (a
 * thrown error), synchronously, with SIGKILL.
 */
export function stopOnInterrupt(cleanUp: () => Promise<void>): void {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: stopping everything the run started...`);
      void cleanUp().finally(() => {
        console.error('Stopped.');
        process.exit(130);
      });
    });
  }
  process.on('exit', () => {
    for (const started of running) started.child.kill('SIGKILL');
  });
}

/**
 * Polls `check` until it holds; throws `message` after `timeoutMs`, or at once when the process `of` ends
 * first (with the end of its log in both cases).
 */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  message: string,
  of?: Started,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const fail = (why: string) => new Error(`${message}${why}${of ? `\n${tailOf(of)}` : ''}`);
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not there yet
    }
    if (of && (of.child.exitCode !== null || of.child.signalCode !== null))
      throw fail(` (${of.name} ended with ${of.child.exitCode ?? of.child.signalCode})`);
    if (Date.now() > deadline) throw fail(` (within ${timeoutMs} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
