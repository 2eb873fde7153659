import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { describeRoute, withoutUnusedSchemas } from './openapi-document.js';

/**
 * The hash of the fixed <style> Swagger UI renders (swagger-ui-dist 5.34, shipped in
 * @fastify/swagger-ui 6), as the browser reports it. A new version that changes it shows as a CSP error in test/e2e/swagger-ui.spec.ts.
 */
const SWAGGER_UI_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

export const API_TAGS = [
  { name: 'auth', description: 'Sign-in, registration, tokens, activation and password reset' },
  { name: 'system', description: 'Health and service information' },
];

/** The OpenAPI document built from the route schemas, and Swagger UI at /api/docs. */
export default fp(async function openapi(app: FastifyInstance, opts: { tags?: { name: string; description: string }[] }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hospital Careers Portal API',
        version: '1.0.0',
        description:
          'Careers and job-application portal of a teaching and referral hospital, and the demo areas of its admin shell. ' +
          'Sign in with `POST /api/jwt/login` (demo: admin@demo.com / admin), click Authorize and paste the `accessToken`.',
        license: { name: 'Proprietary: the hospital\'s own software', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The portal that serves this document' }],
      tags: [...API_TAGS, ...(opts.tags ?? [])],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: describeRoute,
    transformObject: (document) => withoutUnusedSchemas(('openapiObject' in document ? document.openapiObject : {}) as never),
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { persistAuthorization: true, validatorUrl: null, tryItOutEnabled: true },
    staticCSP: false,
    // The app's policy, plus the one <style> element Swagger UI renders (inside an inline SVG),
    // allowed by its hash on these pages only.
    transformStaticCSP: (header) => header.replace("style-src-elem 'self'", `style-src-elem 'self' ${SWAGGER_UI_STYLE_HASH}`),
  });
});
