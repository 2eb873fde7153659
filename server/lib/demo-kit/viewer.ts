import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The signed-in person as the demo screens show them: their own name, e-mail and picture. */
export interface Viewer {
  fullName: string;
  email: string;
  /** A picture path, or '' (the screens show initials). */
  avatar: string;
}

/** The caller of a signed-in request, from the account state (no database round trip when cached). */
export async function viewerOf(request: FastifyRequest): Promise<Viewer | null> {
  if (!request.user) return null;
  const state = await request.server.accountState.get(request.user.sub);
  return state ? { fullName: state.fullName, email: state.email, avatar: state.avatar ?? '' } : null;
}

type Node = Record<string, unknown>;

/** `value` with every object `replace` answers for replaced, copying only what changes. */
function mapObjects(value: unknown, replace: (node: Node) => Node | undefined): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const mapped = mapObjects(item, replace);
      changed ||= mapped !== item;
      return mapped;
    });
    return changed ? next : value;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const node = value as Node;
  const replaced = replace(node) ?? node;
  let copy: Node | undefined;
  for (const [key, child] of Object.entries(replaced)) {
    const mapped = mapObjects(child, replace);
    if (mapped !== child) (copy ??= { ...replaced })[key] = mapped;
  }
  return copy ?? replaced;
}

/**
 * The demo apps keep their data with a stand-in owner (the mailbox's owner, the chat's profile
 * user); every answer of the routes registered in `fastify` (one app's plugin) shows that owner
 * as the signed-in person. `replace(node, viewer)` is asked about every object of an answer and
 * returns its replacement, or undefined to keep it.
 */
export function showOwnerAsViewer(fastify: FastifyInstance, replace: (node: Node, viewer: Viewer) => Node | undefined) {
  fastify.addHook('preSerialization', async (request: FastifyRequest, _reply, payload: unknown) => {
    const viewer = await viewerOf(request);
    return viewer ? mapObjects(payload, (node) => replace(node, viewer)) : payload;
  });
}
