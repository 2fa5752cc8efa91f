/**
 * Builds the bare AG Grid bench page (bareGridPage.ts) with esbuild, minified for production, into
 * e2e/bench/results/bare-grid/. It is not part of the app: it is the baseline the automatic
 * order's grid is compared with.
 */
import path from 'node:path';
import { buildSync } from 'esbuild';

export const BARE_GRID_DIR = path.resolve(__dirname, '../results/bare-grid');

export const BARE_GRID_HTML = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>AG Grid puro (bench)</title>
<style>body{margin:0;font:13px system-ui,sans-serif} #grid{height:700px;width:1280px} .vanilla{height:700px;overflow:auto;width:1280px}</style>
</head><body>
<button id="abrir" type="button">Abrir</button>
<button id="abrir-vanilla" type="button">Abrir tabela simples</button>
<p id="total">0</p>
<div id="grid"></div>
<div id="vanilla" class="vanilla"></div>
<script src="/bench-grid/bareGridPage.js"></script>
</body></html>`;

export function buildBareGrid(): void {
  buildSync({
    entryPoints: [path.resolve(__dirname, 'bareGridPage.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: path.join(BARE_GRID_DIR, 'bareGridPage.js'),
    logLevel: 'error',
  });
}
