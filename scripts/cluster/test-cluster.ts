/**
 * npm run test:cluster — proves that two instances behind a load balancer behave as one site (issue 14,
 * item 5). Starts PostgreSQL when it is down, a fresh database, redis-server, s3rver, an SMTP server, two
 * instances of the build and nginx in front of them (scripts/cluster/cluster.ts), runs the proofs one after
 * the other, prints each outcome, and stops everything it started. Exit status 1 when a proof fails; the
 * logs of every process are then kept and their folder is printed.
 *
 * CLUSTER_ONLY=<words> runs only the proofs whose name contains one of the comma-separated words.
 */
import { ensureBuild } from './build.ts';
import { startCluster } from './cluster.ts';
import { campaignKillProof, campaignOnceProof } from './proofs/campaign.ts';
import { contentProof } from './proofs/content.ts';
import { limitsProof } from './proofs/limits.ts';
import { notificationProof } from './proofs/notification.ts';
import { photoProof } from './proofs/photo.ts';
import { runProofs } from './runner.ts';

// The kill comes last: every other proof wants both instances from the start.
const all = [photoProof, notificationProof, limitsProof, contentProof, campaignOnceProof, campaignKillProof];
const only = process.env.CLUSTER_ONLY?.split(',').map((word) => word.trim().toLowerCase());
const proofs = only
  ? all.filter((proof) => only.some((word) => proof.name.toLowerCase().includes(word)))
  : all;

async function main(): Promise<void> {
  const started = performance.now();
  ensureBuild();
  const cluster = await startCluster();
  let failed = proofs.length;
  try {
    const outcomes = await runProofs(cluster, proofs);
    failed = outcomes.filter((outcome) => !outcome.passed).length;
    console.log('\nSummary:');
    for (const outcome of outcomes) console.log(`  ${outcome.passed ? '✓' : '✗'} ${outcome.name}`);
  } finally {
    await cluster.shutdown({ keepLogs: failed > 0 });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `\n${proofs.length - failed} of ${proofs.length} proofs passed in ${seconds} s` +
      (failed ? `; the logs of every process are in ${cluster.logDir}` : ''),
  );
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
