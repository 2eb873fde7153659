import type { MessageDescriptor } from '@lingui/core';

/** Why an autosave did not go through. `conflict`: saved elsewhere first (409); nothing was overwritten. */
export type SaveError = { kind: 'network' } | { kind: 'session' } | { kind: 'refused'; messages: MessageDescriptor[] } | { kind: 'conflict' } | { kind: 'server' };

/** What a save function throws: the reason the page shows. */
export class SaveFailure extends Error {
  constructor(readonly reason: SaveError) {
    super(reason.kind);
  }
}
