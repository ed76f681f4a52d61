import { createHash } from 'node:crypto';
import { contentSecurityPolicy, injectPolicy, inlineScripts, scriptHash, withContentSecurityPolicy } from '../csp';

const page = (head: string, body: string) => `<!DOCTYPE html><html lang="fi"><head>${head}</head><body>${body}</body></html>`;

describe('inlineScripts', () => {
  it('finds inline scripts, not external ones or data blocks, with their exact text', () => {
    const html = page(
      '<meta charSet="utf-8"/><script src="/manual/_next/a.js" async=""></script><script id="_R_">self.a=1</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
        '<script type="application/ld+json">{"@type":"Article"}</script>' +
        '<script type="module">import("x")</script>' +
        '<script>self.__next_f.push([1,"ä \\u003c/script>"])</script>' +
        '<header>not a head</header>',
    );
    expect(inlineScripts(html)).toEqual([
      'self.a=1',
      '(self.__next_f=self.__next_f||[]).push([0])',
      'import("x")',
      'self.__next_f.push([1,"ä \\u003c/script>"])',
    ]);
  });
});

describe('scriptHash', () => {
  it('is the base64 sha256 of the UTF-8 text, quoted as a CSP source', () => {
    const expected = createHash('sha256').update(Buffer.from('alert("ä")', 'utf8')).digest('base64');
    expect(scriptHash('alert("ä")')).toBe(`'sha256-${expected}'`);
    // A value computed elsewhere for the empty script, so the encoding is pinned, not just repeated.
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the listed hashes only: no unsafe-inline, no unsafe-eval', () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-b'"]);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  it('leaves out what a meta tag cannot carry', () => {
    expect(contentSecurityPolicy([])).not.toMatch(/frame-ancestors|report-uri|sandbox/);
  });
});

describe('injectPolicy', () => {
  it('puts the policy first in the head, after a leading charset, and escapes the attribute', () => {
    const html = page('<meta charSet="utf-8"/><script>x()</script>', '');
    const out = injectPolicy(html, `script-src 'self' "q" &`);
    expect(out).toBe(
      page(
        '<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src \'self\' &quot;q&quot; &amp;"/><script>x()</script>',
        '',
      ),
    );
  });

  it('is the first element when the head does not start with a charset', () => {
    const out = injectPolicy(page('<title>x</title>', ''), "default-src 'self'");
    expect(out).toContain(`<head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>`);
  });

  it('replaces an earlier policy instead of adding a second one', () => {
    const once = injectPolicy(page('<meta charSet="utf-8"/>', ''), 'a');
    const twice = injectPolicy(once, 'b');
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain('content="b"');
  });

  it('refuses a file without a head rather than writing a page without a policy', () => {
    expect(() => injectPolicy('<p>fragment</p>', 'a')).toThrow(/No <head>/);
  });
});

describe('withContentSecurityPolicy', () => {
  it('allows exactly the page’s own inline scripts', () => {
    const html = page('<meta charSet="utf-8"/>', '<script>one()</script><script src="/x.js"></script><script>two()</script>');
    const policy = withContentSecurityPolicy(html).match(/content="([^"]+)"/)![1];
    const hashes = policy.match(/'sha256-[^']+'/g);
    expect(hashes?.sort()).toEqual([scriptHash('one()'), scriptHash('two()')].sort());
  });
});
