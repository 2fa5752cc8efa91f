import fs from 'node:fs';
import { TOKEN_SCAN_DIR } from './tokenScan';

/** Each browser run measures afresh: the per-test token counts of an earlier run are removed. */
export default function clearTokenScan(): void {
  fs.rmSync(TOKEN_SCAN_DIR, { recursive: true, force: true });
}
