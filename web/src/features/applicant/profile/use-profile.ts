import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../../lib/api-client';
import { $api } from '../../../lib/query';
import { READ_ONCE, useSeededQuery } from '../shared/seeded-query';
import { apiProblem } from '../../../lib/api-errors';
import { SaveFailure } from '../shared/save-failure';
import { Autosaver, type SaveState } from './autosave';
import { profileProblems, serverDateMessages, type Problem } from './rules';
import { sendableProfile } from './sendable';
import type { Completeness, Profile } from './model';

export type LoadState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready' };

export const AUTOSAVE_DELAY_MS = 800;

function refusal(status: number, error: unknown): SaveFailure {
  if (status === 409) return new SaveFailure({ kind: 'conflict' });
  if (status === 401 || status === 403) return new SaveFailure({ kind: 'session' });
  if (status >= 500) return new SaveFailure({ kind: 'server' });
  // A refusal the browser checks did not foresee: the page says, in the user's language, that the details were refused.
  return new SaveFailure({ kind: 'refused', messages: serverDateMessages(apiProblem(error, status)) ?? [] });
}

/**
 * The applicant details of the signed-in applicant: loaded once per visit (`READ_ONCE`), then
 * every change is autosaved (AUTOSAVE_DELAY_MS after the last one, or at once on `flush`) on top
 * of the version last read or
 * saved; what the server says about completeness and the time of the last save come back with each
 * save. A 409 (saved in another tab or window first) sets `conflict` and stops the autosave, keeping
 * what was typed on screen, until `reload`.
 */
export function useProfile() {
  const query = $api.useQuery('get', '/api/careers/profile', {}, READ_ONCE);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [completeness, setCompleteness] = useState<Completeness | null>(null);
  const [lastSaved, setLastSaved] = useState<Date | null>(null);
  const [saveState, setSaveState] = useState<SaveState<SaveFailure>>({ kind: 'idle' });
  const [conflict, setConflict] = useState(false);
  const loaded = useRef<Profile | null>(null);
  /** The details as the server has them: loaded, then each value saved (held-back fields are sent at it). */
  const saved = useRef<Profile | null>(null);
  const version = useRef(0);
  /** Bumped by each load: the answer to a save sent before it never replaces the version read after. */
  const generation = useRef(0);
  const saver = useRef<Autosaver<Profile, SaveFailure> | null>(null);

  useEffect(() => {
    const autosaver: Autosaver<Profile, SaveFailure> = new Autosaver<Profile, SaveFailure>({
      delay: AUTOSAVE_DELAY_MS,
      prepare: (value) => (saved.current ? sendableProfile(value, saved.current) : { send: null, held: true }),
      onState: setSaveState,
      save: async (value) => {
        const made = generation.current;
        let answer;
        try {
          answer = await api.PUT('/api/careers/profile', { body: { ...value, version: version.current } });
        } catch {
          throw new SaveFailure({ kind: 'network' });
        }
        const { data, error, response } = answer;
        if (made !== generation.current) return;
        if (!data) {
          const failure = refusal(response.status, error);
          if (failure.reason.kind === 'conflict') {
            // Someone saved first: nothing typed here is sent on top of their version.
            autosaver.halt();
            setConflict(true);
          }
          throw failure;
        }
        version.current = data.version;
        saved.current = value;
        setCompleteness(data.completeness);
        if (data.updatedAt) setLastSaved(new Date(data.updatedAt));
      },
    });
    saver.current = autosaver;
    const warn = (event: BeforeUnloadEvent) => {
      if (autosaver.dirty) event.preventDefault();
    };
    // Leaving the tab (or closing it on a phone) sends what is waiting at once.
    const hidden = () => {
      if (document.visibilityState === 'hidden') void autosaver.flush();
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('visibilitychange', hidden);
      void autosaver.dispose();
    };
  }, []);

  // Each answer of the query (the load, a reload) replaces what is on screen, and saving starts again from it.
  const { state, reload } = useSeededQuery(query, (data) => {
    generation.current += 1;
    version.current = data.version;
    loaded.current = data.profile;
    saved.current = data.profile;
    saver.current?.resume();
    setConflict(false);
    setSaveState({ kind: 'idle' });
    setProfile(data.profile);
    setCompleteness(data.completeness);
    setLastSaved(data.updatedAt ? new Date(data.updatedAt) : null);
  });
  const load: LoadState = { kind: state === 'missing' ? 'failed' : state };

  // Every change after the load is autosaved.
  useEffect(() => {
    if (profile && profile !== loaded.current) saver.current?.change(profile);
  }, [profile]);

  const update = useCallback((change: (profile: Profile) => Profile) => setProfile((p) => (p ? change(p) : p)), []);
  const flush = useCallback(() => void saver.current?.flush(), []);
  const problems: Problem[] = useMemo(() => (profile ? profileProblems(profile) : []), [profile]);

  return { load, reload, profile, update, flush, completeness, lastSaved, saveState, conflict, problems };
}
