/** Runs the cluster proofs one after the other on one cluster and prints each outcome as it comes. */
import type { Cluster } from './cluster.ts';

export interface Proof {
  /** The requirement, as issue 14 states it. */
  name: string;
  run(cluster: Cluster, note: (line: string) => void): Promise<void>;
}

export interface Outcome {
  name: string;
  passed: boolean;
  seconds: number;
}

export async function runProofs(cluster: Cluster, proofs: Proof[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const proof of proofs) {
    console.log(`\n▶ ${proof.name}`);
    const started = performance.now();
    let passed = true;
    try {
      await proof.run(cluster, (line) => console.log(`    ${line}`));
    } catch (error) {
      passed = false;
      const message = error instanceof Error ? error.message : String(error);
      console.log(message.replace(/^/gm, '    ! '));
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`${passed ? '✓ passed' : '✗ FAILED'} in ${seconds.toFixed(1)} s`);
    outcomes.push({ name: proof.name, passed, seconds });
  }
  return outcomes;
}

/** Throws `message` unless `condition` holds. */
export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
