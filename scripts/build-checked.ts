// npm run build:checked (`npm test`'s site lane): `npm run build`, its output then held to the quiet log's rules
// (src/build/build-log.ts: at most 80 lines, no warning), which catches a log that grew long again.
import { spawn } from 'node:child_process';
import { buildLogProblems, isVerbose } from '../src/build/build-log.ts';

const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
let text = '';
for (const [stream, out] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
] as const)
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
    out.write(chunk);
  });
const code: number = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
if (code !== 0) process.exit(code);
// VERBOSE=1 asks for the long log: only its warnings are held against it.
const problems = buildLogProblems(text).filter((p) => !isVerbose() || !p.includes(' lines, more than '));
for (const p of problems) console.error(`build log: ${p}`);
if (problems.length) process.exit(1);
