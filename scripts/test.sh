#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs what it needs, unit tests, build, e2e tests.
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1

# Debian's chromium (Playwright drives it; its own browser downloads are not used) and a CJK font
# (the typography tests measure Chinese glyphs; without one they fall back to boxes). Either may be
# present without the other on a machine someone set up by hand.
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || ! fc-list :lang=zh 2>/dev/null | grep -q .; then
  echo "Installing Debian's chromium and fonts-noto-cjk"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
fi

npm ci --no-audit --no-fund
# The whole project, tests included (the build's own type check covers only what it ships).
npm run typecheck
npx vitest run
npm run build
npx playwright test
# The site under a sub-path: a BASE_PATH build served under /notes/ only; a sample of pages with
# JavaScript off, every link resolving (tests/e2e-base-path).
BASE_PATH=/notes node scripts/build.mjs --out out-notes
npx playwright test -c playwright.base-path.config.ts
