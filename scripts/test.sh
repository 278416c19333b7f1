#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs what it needs, unit tests, build, e2e tests.
# Ends with the wall time and CPU time (user + system, of the step's processes) of every step,
# also when a step failed, so that a slowdown is seen the day it lands.
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1

STEPS=()
# The 1-minute load average at the start, printed with the times: wall time grows with the
# machine's load, and CPU time too (the build steps took about a fifth more CPU at load 15-20 on
# 2 cores than on a quiet machine), so two runs' figures compare only at a similar load.
LOAD_AT_START=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')
TIMES_FILE="$(mktemp)"
# CPU seconds (user + system) used so far by the children of this shell, into $CPU: bash's
# `times` builtin, run in this shell (in a subshell, such as $(...), it would count only its own).
children_cpu() {
  times >"$TIMES_FILE"
  CPU=$(tail -n 1 "$TIMES_FILE" | awk '{ t = 0; for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); t += p[1] * 60 + p[2] } printf "%.1f", t }')
}
# step NAME COMMAND...: runs the command and records its wall and CPU time.
step() {
  local name=$1
  shift
  local started=$SECONDS cpu_before rc=0
  children_cpu
  cpu_before=$CPU
  "$@" || rc=$?
  children_cpu
  STEPS+=("$(printf '%-10s %6ss wall %7ss CPU%s' "$name" $((SECONDS - started)) "$(awk -v a="$CPU" -v b="$cpu_before" 'BEGIN { printf "%.1f", a - b }')" "$([ $rc -ne 0 ] && echo "   FAILED (exit $rc)")")")
  return $rc
}
report() {
  local rc=$?
  children_cpu
  echo
  echo "npm test: time per step (wall, CPU = user + system)"
  printf '  %s\n' "${STEPS[@]}"
  printf '  %-10s %6ss wall %7ss CPU%s\n' total "$SECONDS" "$CPU" "$([ $rc -ne 0 ] && echo "   FAILED (exit $rc)")"
  echo "  load average (1 min): $LOAD_AT_START at the start, $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?') at the end"
  rm -f "$TIMES_FILE"
}
trap report EXIT

# Debian's chromium (Playwright drives it; its own browser downloads are not used) and a CJK font
# (the typography tests measure Chinese glyphs; without one they fall back to boxes). Either may be
# present without the other on a machine someone set up by hand.
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
install_browser() {
  echo "Installing Debian's chromium and fonts-noto-cjk"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
}
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || ! fc-list :lang=zh 2>/dev/null | grep -q .; then
  step chromium install_browser
fi
# And its headless shell, which the browser tests use when it is there (playwright.config.ts): the
# same Chromium without the browser UI, about a quarter less CPU for the e2e step. Not required:
# where apt cannot install it (no root, no sudo, no network), the tests run in the full chromium.
install_headless_shell() {
  echo "Installing Debian's chromium-headless-shell"
  { DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 ||
    { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null; }; } ||
    echo "chromium-headless-shell could not be installed: the browser tests run in the full chromium"
}
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/lib/chromium/chromium-headless-shell ] && [ -x /usr/bin/chromium ]; then
  step headless install_headless_shell
fi

# Debian's nginx: tests/e2e/nginx.spec.ts serves out/ with the server block the repository ships
# (deploy/nginx.conf), as a site owner's nginx would. nginx-light: the core with gzip, map and
# headers, which is all the block uses.
install_nginx() {
  echo "Installing Debian's nginx-light"
  { DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light >/dev/null 2>&1 ||
    { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light >/dev/null; }; }
}
if [ ! -x "${NGINX_PATH:-/usr/sbin/nginx}" ]; then
  step nginx install_nginx
fi

# --prefer-offline: package-lock.json names no tarball URLs ("resolved"), so npm asks the registry
# for each of the ~340 packages' metadata to find them, and revalidates what its cache holds; with
# the flag a cached answer is used as it is (an empty cache still fetches). What is installed is
# the same: every version is pinned and every tarball checked against the lock's integrity hash.
step install npm ci --no-audit --no-fund --prefer-offline
# The whole project, tests included (a superset of the build's own type check, which the build
# below therefore skips).
step typecheck npm run typecheck
step unit npx vitest run
# In CI (a fresh clone, thrown away after the run) nothing reads Turbopack's compile cache, so the
# build does not write one (INKSTONE_TURBOPACK_CACHE=0, next.config.ts): its `next build` took
# 45.5 and 45.6 s of CPU without writing it against 49.2 and 51.5 s writing it (fresh .next,
# alternating, load 8-12). Run by hand, npm test keeps the cache for the next build.
# --skip type-check,code-tokens: `npm run typecheck` and the unit tests (code-tokens.test.ts: the
# committed token stylesheet is the one the themes give) have just checked these sources.
step build env ${CI:+INKSTONE_TURBOPACK_CACHE=0} node scripts/build.mjs --skip type-check,code-tokens
step e2e npx playwright test
# The site under a sub-path: a BASE_PATH=/notes build served under /notes/ only. What a base path
# breaks is in the code (a component or the MDX pipeline writing an href, src or URL without the
# prefix, a service worker outside it), the same on every page of a type, so this build is of a
# small content tree (scripts/base-path-build.mjs): the author's data files and about pages with
# tests/fixtures/base-path-every-page-type-and-mdx-feature, one page of every page type (a page 2
# of the lists too) and a post with every MDX feature, 70 pages instead of 750. Its post-build link
# check proves every link, asset and anchor of every page under the base path; tests/e2e-base-path
# reads a sample as served with JavaScript off, checks that the fixture's post still holds every
# MDX feature the content uses, and the service worker's scope and offline pages per locale.
# Its cost is Next's compile (the same as the main build's) and a tenth of the rendering: about a
# third of the CPU of the full build it replaced (16-19 s against 49-66 s, user + system, measured
# one after the other). The type check just ran on these same sources;
# the content check runs, on the fixture only.
step base-build node scripts/base-path-build.mjs --skip type-check,code-tokens
step base-e2e npx playwright test -c playwright.base-path.config.ts
# The author's loop under `next dev` (tests/e2e-dev): its own dev server on a scratch copy of
# content/, timing saves to served pages, and one Chromium tab following them. In CI its dev server
# writes no Turbopack cache either (next.config.ts), which no start in a fresh clone reads: the
# step took 34.8, 40.7 and 35.1 s of CPU without against 41.8, 41.8 and 42.3 s writing it (fresh
# .cache/dev-copy each run, alternating, load 11-14).
step dev env ${CI:+INKSTONE_TURBOPACK_CACHE=0} npx playwright test -c playwright.dev.config.ts
