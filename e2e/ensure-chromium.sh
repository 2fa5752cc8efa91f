#!/usr/bin/env bash
# The browser tests run on Debian's Chromium (/usr/bin/chromium, see e2e/playwright.config.ts).
# Installs it when it is missing, so `npm ci && npm test` needs no third step on a fresh machine.
# CHROMIUM_PATH pointing at an existing browser skips the install.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
echo "== installing Debian's Chromium for the browser tests ($browser is missing)"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo_cmd="sudo"
  else
    echo "Chromium is missing and this user cannot install packages: run as root 'apt-get update && apt-get install -y chromium'." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq chromium >/dev/null
