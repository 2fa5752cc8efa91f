import fs from 'node:fs';
import path from 'node:path';
import { recordFigure } from '../../src/test/reliabilityFigures';
import { TOKEN_SCAN_DIR, type TokenScanCounts } from './tokenScan';

type Place = 'urls' | 'referers' | 'console' | 'storage' | 'nonApi';

const PLACES: { place: Place; label: string }[] = [
  { place: 'urls', label: 'token em URLs de requisição' },
  { place: 'referers', label: 'token em cabeçalhos Referer' },
  { place: 'console', label: 'token na saída do console' },
  { place: 'storage', label: 'token no diário e no armazenamento (fora da chave token)' },
  { place: 'nonApi', label: 'token em chamadas fora da API (chat, documentos)' },
];

/**
 * After the browser run: the per-test token counts (e2e/reliability/tokenScan.ts) summed into the
 * 'token.*' figures. Any occurrence fails the run, listing where it was found.
 */
export default function aggregateTokenScan(): void {
  if (!fs.existsSync(TOKEN_SCAN_DIR)) return;
  const runs = fs
    .readdirSync(TOKEN_SCAN_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(TOKEN_SCAN_DIR, name), 'utf8')) as TokenScanCounts);
  if (runs.length === 0) return;
  const withToken = runs.filter((r) => r.tokens > 0).length;
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  const nonApiRequests = runs.reduce((sum, r) => sum + r.nonApiRequests, 0);
  const unit = `em ${runs.length} testes (${withToken} com token; ${requests} requisições, ${nonApiRequests} fora da API)`;
  for (const { place, label } of PLACES) {
    const value = runs.reduce((sum, r) => sum + r[place], 0);
    recordFigure({ id: `token.${place}`, area: '2 Token e sessão', label, value, target: '= 0', pass: value === 0, unit });
  }
  const hits = runs.flatMap((r) => r.hits.map((hit) => `${r.test}: ${hit}`));
  if (hits.length > 0) throw new Error(`O token apareceu ${hits.length} vez(es):\n${hits.slice(0, 40).join('\n')}`);
}
