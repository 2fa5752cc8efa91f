#!/usr/bin/env bash
# npm run reliability: runs the fault and attack suite (the same tests npm test runs), then prints
# every figure it measured as one table and writes them as JSON (e2e/reliability/report.ts).
# Jest: files named *.reliability.test.ts(x); browser: e2e/reliability/*.spec.ts (dev server) and
# e2e/reliability/dist/*.spec.ts (the production build behind serve:dist, playwright.dist.config.ts).
set -u
cd "$(dirname "$0")/../.."
rm -rf e2e/reliability/results
status=0
node -r esbuild-register e2e/reliability/audit.ts || status=1
npx jest --testPathPatterns 'reliability' || status=1
node -r esbuild-register e2e/reliability/backendRestart.ts || status=1
bash e2e/ensure-chromium.sh
npx playwright test -c e2e/playwright.config.ts reliability/ || status=1
if [ -f e2e/playwright.dist.config.ts ]; then npx playwright test -c e2e/playwright.dist.config.ts || status=1; fi
node -r esbuild-register e2e/reliability/report.ts || status=1
exit $status
