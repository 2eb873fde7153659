import { Type, type Static } from '@sinclair/typebox';
import { Line } from '../../../common/text-rules.js';
import { literals } from '../../lib/schema.js';

export const CLIENT_ERROR_KINDS = ['render', 'chunk'] as const;

/**
 * What the SPA reports when a page fails: which kind of failure, on which route (the route's
 * pattern, `/apps/invoice/edit/:id`, never the address with its ids or query), and the error's name
 * and message. Nothing about the person: no address, no user, no form content.
 */
export const ClientErrorReportSchema = Type.Object(
  {
    kind: Type.Union(literals(CLIENT_ERROR_KINDS), { description: 'render: the page threw while rendering; chunk: its code could not be loaded' }),
    route: Line(200, { minLength: 1, pattern: '^/[^?#]*$', examples: ['/apps/invoice/edit/:id'], description: "The route's pattern, as in the SPA's route table" }),
    name: Line(100, { examples: ['TypeError'] }),
    message: Line(500, { examples: ["Cannot read properties of undefined (reading 'total')"] }),
  },
  { $id: 'ClientErrorReport', additionalProperties: false },
);
export type ClientErrorReport = Static<typeof ClientErrorReportSchema>;

export const clientErrorSchemas = [ClientErrorReportSchema];
