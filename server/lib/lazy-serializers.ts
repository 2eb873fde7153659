import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;

/** Serializers of this process: prepared (one per route, status and content type, when routes are registered) and compiled so far. */
const counts = { prepared: 0, compiled: 0 };

/**
 * Fastify's own response serializers (fast-json-stringify), each compiled on its route's first
 * answer instead of all at start: compiling ~150 of them was most of the start-up time. Bounded by
 * the route table: Fastify asks for one per response schema of a route when the route is
 * registered, and each is compiled once at most, however many requests come.
 */
export const lazySerializers: Factory = (externalSchemas, serializerOpts) => {
  const compile = SerializerSelector()(externalSchemas, serializerOpts);
  return (routeSchema) => {
    counts.prepared++;
    let serialize: ((data: unknown) => string) | undefined;
    const compiled = () => {
      counts.compiled++;
      return compile(routeSchema) as (data: unknown) => string;
    };
    return (data: unknown) => (serialize ??= compiled())(data);
  };
};

/** How many serializers this process prepared and compiled (tests, diagnostics). */
export const serializerCounts = () => ({ ...counts });
