import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

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

/** The policy, with `'nonce-…'` added to `style-src-elem` for a page that carries that nonce. */
export function contentSecurityPolicy(styleNonce?: string): string {
  return DIRECTIVES.map(([name, values]) => [name, ...values, ...(styleNonce && name === 'style-src-elem' ? [`'nonce-${styleNonce}'`] : [])].join(' ')).join('; ');
}

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

const STATIC_CSP = contentSecurityPolicy();

async function policies(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('content-security-policy', STATIC_CSP).header('permissions-policy', PERMISSIONS_POLICY);
}

/**
 * Security headers: helmet's set, with framing denied both ways (`X-Frame-Options: DENY` and
 * `frame-ancestors 'none'` say the same), the CSP above and a Permissions-Policy.
 */
export default fp(async function security(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', policies);
});
