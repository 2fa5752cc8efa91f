import { MockDb } from './mocks/db/database';
import { answerItemAt, answerCoverage } from './mocks/db/answerItems';
let t = performance.now();
const db = new MockDb('large', new Date('2026-11-22T12:00:00Z'));
console.log('db', performance.now() - t);
const q = db.data.quotations.find((x) => x.filiais.length === 300)!;
const answers = db.answersOf(q.id).filter((a) => a.idCliente === q.filiais[0]);
t = performance.now();
let n = 0;
for (let rep = 0; rep < 3; rep++) for (const a of answers) { const c = answerCoverage(a, q.itens.length, db.scenarioSeed); for (let k = 0; k < c.count; k++) { const it = answerItemAt(a, q, db.productById, db.scenarioSeed, k); if (it) n++; } }
console.log('items', n, (performance.now() - t) / 3, 'ms per branch');
