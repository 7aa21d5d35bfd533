// node cluster-main.mjs <workers>: the production server (backend/dist/main.js) in <workers>
// processes sharing one port through Node's cluster module (connections dealt round-robin),
// as a load balancer in front of several instances would. The workers start one after the
// other: the first runs the migrations.
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';

const workers = Number(process.argv[2] ?? 2);
cluster.setupPrimary({ exec: fileURLToPath(new URL('../../dist/main.js', import.meta.url)) });
for (let i = 0; i < workers; i++) {
  const worker = cluster.fork();
  await new Promise((resolve, reject) => {
    worker.once('listening', resolve);
    worker.once('exit', (code) => reject(new Error(`worker exited with ${code} before listening`)));
  });
}
console.log(JSON.stringify({ msg: `cluster of ${workers} listening` }));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  });
}
