// `npm run validate`: lint, typecheck and the unit tests at the same time; each one's output is printed
// whole when it ends (never interleaved), and the exit code is non-zero if any of them failed.
import { spawn } from 'node:child_process';

const tasks = ['lint', 'typecheck', 'test:unit'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(task) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', task], { env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(
        `\n── ${task}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(tasks.map(run));
const failed = tasks.filter((_, index) => !results[index]);
console.log(failed.length ? `\nvalidate: ${failed.join(', ')} failed` : '\nvalidate: all passed');
process.exit(failed.length ? 1 : 0);
