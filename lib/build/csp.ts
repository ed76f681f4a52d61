import { createHash } from 'node:crypto';

// A static export carries inline scripts that differ on every page (Next's bootstrap and route
// data, the colour-mode and announcement-bar scripts). A policy that forbids inline scripts in
// general can still allow exactly these by their hashes, so each HTML file gets its own policy in
// a meta tag, written after the build when the scripts are final.

// The browser hashes the characters between the tags as they stand: a script is raw text in
// HTML, so no entity is decoded before hashing.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
// Data blocks (JSON-LD and the like) never run, so the policy has nothing to allow for them.
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = (TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

// What a meta tag can carry. frame-ancestors (and reporting) only work in a response header, so
// the web server adds those; a header policy must not restrict script-src, or it would block the
// hashed scripts that only this page's meta tag allows.
export function contentSecurityPolicy(hashes: string[]): string {
  const scripts = [...new Set(hashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    // React writes style attributes; styles cannot run code, so inline styles stay allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    // The offline service worker and the web app manifest (lib/offline), from this site only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

const HEAD_START = /<head(\s[^>]*)?>/i;
const LEADING_CHARSET = /^\s*<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i;
const EXISTING_POLICY = /<meta http-equiv="Content-Security-Policy"[^>]*>/gi;

// The policy must come before the first script it governs: it goes first in <head>, after a
// leading charset declaration, which the browser looks for in the file's first 1024 bytes.
// Running it twice replaces the earlier policy instead of stacking a second one.
export function injectPolicy(html: string, policy: string): string {
  const cleaned = html.replace(EXISTING_POLICY, '');
  const head = HEAD_START.exec(cleaned);
  if (!head) throw new Error('No <head> element: cannot place the Content-Security-Policy.');
  let at = head.index + head[0].length;
  const charset = LEADING_CHARSET.exec(cleaned.slice(at));
  if (charset) at += charset[0].length;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  return cleaned.slice(0, at) + meta + cleaned.slice(at);
}

export function withContentSecurityPolicy(html: string): string {
  return injectPolicy(html, contentSecurityPolicy(inlineScripts(html).map(scriptHash)));
}
