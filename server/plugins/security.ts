import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content Security Policy. Scripts and style sheets come only from here (the SPA and Swagger
 * UI are both served by this process). `<style>` elements need the nonce of their page: PrimeReact
 * and FullCalendar add theirs at run time with the nonce the SPA page carries (see plugins/spa.ts);
 * anything else is refused. Inline `style` attributes stay allowed (`style-src-attr`): PrimeReact
 * positions overlays with them and sanitised rich text may carry them; they cannot run code.
 */
const DIRECTIVES: [string, string[]][] = [
  ['default-src', ["'self'"]],
  ['base-uri', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'"]],
  ['style-src-elem', ["'self'"]],
  ['style-src-attr', ["'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['frame-ancestors', ["'none'"]],
  ['form-action', ["'self'"]],
];

/** The CSP sources (`'sha256-…'`) of the inline scripts and styles a page carries. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/**
 * The policy, with `'nonce-…'` added to `style-src-elem` for a page that carries that nonce, and
 * the hashes of the inline elements it carries (a server-rendered page, server/modules/careers-pages).
 */
export function contentSecurityPolicy(styleNonce?: string, hashes: InlineHashes = { scripts: [], styles: [] }): string {
  const extra = (name: string) => {
    if (name === 'script-src') return hashes.scripts;
    if (name === 'style-src-elem') return [...hashes.styles, ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])];
    return [];
  };
  return DIRECTIVES.map(([name, values]) => [name, ...values, ...extra(name)].join(' ')).join('; ');
}

const NONCE_SLOT = '\u0000';

/** `contentSecurityPolicy(styleNonce, hashes)` for any nonce, from its two fixed parts computed once. */
export function policyWithHashes(hashes: InlineHashes): (styleNonce: string) => string {
  const [before, after] = contentSecurityPolicy(NONCE_SLOT, hashes).split(NONCE_SLOT) as [string, string];
  return (styleNonce) => `${before}${styleNonce}${after}`;
}

/** `contentSecurityPolicy(styleNonce)`, computed once but for the nonce. */
export const policyWithStyleNonce = policyWithHashes({ scripts: [], styles: [] });

/** Browser features the portal never uses, denied to it and to anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Every answer's security headers, computed once: helmet's defaults (as @fastify/helmet 13 sets
 * them, with framing denied both ways: `X-Frame-Options: DENY` and `frame-ancestors 'none'` say the
 * same; no Cross-Origin-Embedder-Policy), the CSP above and a Permissions-Policy. The SPA's page
 * replaces the CSP with its own, which adds the page's style nonce (plugins/spa.ts).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': contentSecurityPolicy(),
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

function securityHeaders(_request: FastifyRequest, reply: FastifyReply, done: () => void) {
  reply.headers(SECURITY_HEADERS);
  done();
}

/** The security headers on every answer, set by one hook from the precomputed set. */
export default fp(async function security(app: FastifyInstance) {
  app.addHook('onRequest', securityHeaders);
});
