import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api-client';
import { apiProblem } from '../../../lib/api-errors';
import { $api } from '../../../lib/query';
import { Autosaver, type SaveState } from '../profile/autosave';
import { SaveFailure } from '../shared/save-failure';
import type { Application, ApplicationForm } from './model';
import { READ_ONCE, useSeededQuery } from '../shared/seeded-query';
import { refreshApplications } from './api';

export const AUTOSAVE_DELAY_MS = 800;

interface Edit {
  generation: number;
  form: ApplicationForm;
}

export type LoadState = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready' };

/** No such application of mine (400, 404): said so, and not asked again. */
const missing = (error: unknown) => [400, 404].includes(apiProblem(error).status);

/**
 * One of my applications: loaded (read once per visit, `READ_ONCE`), then (a draft) every change of
 * the form is autosaved on top of the version last seen; a 409 stops the autosave until the
 * applicant reloads.
 */
export function useApplication(id: number) {
  const query = $api.useQuery('get', '/api/careers/applications/{id}', { params: { path: { id } } }, { ...READ_ONCE, retry: (failures, error) => failures < 1 && !missing(error) });
  const [application, setApplication] = useState<Application | null>(null);
  const [form, setForm] = useState<ApplicationForm | null>(null);
  const [saveState, setSaveState] = useState<SaveState<SaveFailure>>({ kind: 'idle' });
  const [conflict, setConflict] = useState(false);
  const [lastSaved, setLastSaved] = useState<Date | null>(null);
  const version = useRef(0);
  const loadedForm = useRef<ApplicationForm | null>(null);
  const saver = useRef<Autosaver<Edit, SaveFailure> | null>(null);
  const conflictRef = useRef(false);
  /** Bumped by each load: what was typed before a reload is never sent on top of the newer version. */
  const generation = useRef(0);

  const accept = useCallback((data: Application, withForm: boolean) => {
    version.current = data.version;
    setApplication(data);
    setLastSaved(new Date(data.updatedAt));
    if (withForm) {
      loadedForm.current = data.form;
      setForm(data.form);
    }
  }, []);

  // Each answer of the query (the load, a reload) replaces what is on screen.
  const { state, reload } = useSeededQuery(
    query,
    (data) => {
      generation.current += 1;
      conflictRef.current = false;
      setConflict(false);
      setSaveState({ kind: 'idle' });
      accept(data, true);
    },
    missing,
  );
  const load: LoadState = { kind: state };

  useEffect(() => {
    const autosaver = new Autosaver<Edit, SaveFailure>({
      delay: AUTOSAVE_DELAY_MS,
      // Nothing typed on top of a version saved elsewhere, or before the last load, is sent.
      prepare: (edit) => (!conflictRef.current && edit.generation === generation.current ? { send: edit, held: false } : { send: null, held: true }),
      onState: setSaveState,
      save: async ({ generation: made, form: value }) => {
        if (made !== generation.current) return;
        let answer;
        try {
          answer = await api.PATCH('/api/careers/applications/{id}', { params: { path: { id } }, body: { version: version.current, ...value } });
        } catch {
          throw new SaveFailure({ kind: 'network' });
        }
        const { data, response } = answer;
        if (!data) {
          const status = response.status;
          if (status === 409) {
            conflictRef.current = true;
            setConflict(true);
            throw new SaveFailure({ kind: 'conflict' });
          }
          if (status === 401 || status === 403) throw new SaveFailure({ kind: 'session' });
          if (status >= 500) throw new SaveFailure({ kind: 'server' });
          throw new SaveFailure({ kind: 'refused', messages: [] });
        }
        accept(data, false);
        refreshApplications();
      },
    });
    saver.current = autosaver;
    const warn = (event: BeforeUnloadEvent) => {
      if (autosaver.dirty && !conflictRef.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void autosaver.dispose();
    };
  }, [id, accept]);

  useEffect(() => {
    if (form && form !== loadedForm.current && !conflictRef.current) saver.current?.change({ generation: generation.current, form });
  }, [form]);

  const update = useCallback((change: (form: ApplicationForm) => ApplicationForm) => setForm((f) => (f ? change(f) : f)), []);
  const flush = useCallback(() => saver.current?.flush() ?? Promise.resolve(), []);

  return { load, reload, application, setApplication: (a: Application) => accept(a, true), form, update, flush, saveState, conflict, lastSaved };
}
