#!/usr/bin/env bash
# Every test of the project, from a fresh clone: system packages, npm packages, checks, build, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C.UTF-8 NEXT_TELEMETRY_DISABLED=1

step() { printf '\n=== %s ===\n' "$*"; }

step "System packages (Debian): chromium, python3-libvoikko, voikko-fi, nginx-light, its brotli_static module, poppler-utils"
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
/usr/bin/python3 -c 'import libvoikko; libvoikko.Voikko("fi")' 2>/dev/null || missing+=(python3-libvoikko voikko-fi)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
# pdftotext: the PDF test reads the book's text with it.
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  else
    echo "Missing Debian packages: ${missing[*]}" >&2
    echo "Install them as root:  apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi
echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo missing)"
echo "nginx: $(/usr/sbin/nginx -v 2>&1 || echo missing)"

step "npm packages"
# npm ci rejects this lockfile here (other platforms' optional packages are missing from the registry).
npm install --no-audit --no-fund

step "Site configuration and type check"
# Parses site.config.ts and writes the parsed settings the code (and so tsc and jest) reads.
npx --no-install tsx scripts/check-config.ts
npx --no-install contentlayer2 build
npx --no-install tsc --noEmit

step "Lint (ESLint with the Next.js and React hooks rules) and dead code (knip)"
npm run --silent lint

step "Search lexicon is current"
npm run --silent lexicon:check

step "Content checks (structure, links, Voikko spelling)"
npm run --silent check:content

step "Unit tests (jest)"
npx --no-install jest --ci

step "Build (as a release: SITE_URL set, so a test can prove no address points at localhost), with npm run build:pdf"
export SITE_URL=https://ohjeet.example.fi
# scripts/build.mjs runs npm run build:pdf beside the export's last steps when Chromium is there; here it must be.
npm run --silent build
test -f out/kayttoohje.pdf

step "Test build (out-e2e/, with the fault-injection page the browser tests need)"
npm run --silent build:e2e

step "Browser tests (Playwright, Debian Chromium)"
npx --no-install playwright test
