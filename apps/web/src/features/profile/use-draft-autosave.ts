import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_AUTOSAVE_MS, type TProfileFields } from '@quad/contract';
import { profileApi } from './profile-api';

/** What an edit changes: the fields and the photo choices that take effect on publish. */
export interface EditorValues {
  fields: TProfileFields;
  photosToDelete: number[];
  primaryPhotoId: number | null;
}

export type SaveStatus = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; at: string } | { state: 'failed' };

interface Pending {
  values: EditorValues;
  timer: number | undefined;
  /** Saves run one after another, so an older draft never lands after a newer one. */
  chain: Promise<boolean>;
}

/**
 * The edit form's state, saved to the server-side draft 3 s after the last change
 * (member-app.md section 4). `saveNow` saves at once and resolves once every earlier save
 * has finished; a change not yet saved when the editor closes is saved then.
 */
export function useDraftAutosave(initial: EditorValues, savedAt: string | null) {
  const [values, setValues] = useState(initial);
  const [status, setStatus] = useState<SaveStatus>(savedAt ? { state: 'saved', at: savedAt } : { state: 'idle' });
  const pending = useRef<Pending>({ values: initial, timer: undefined, chain: Promise.resolve(true) });

  const saveNow = useCallback((): Promise<boolean> => {
    const p = pending.current;
    window.clearTimeout(p.timer);
    p.timer = undefined;
    const snapshot = p.values;
    p.chain = p.chain.then(async () => {
      setStatus({ state: 'saving' });
      try {
        const saved = await profileApi.saveDraft({
          ...snapshot.fields,
          photos_to_delete: snapshot.photosToDelete,
          primary_photo_id: snapshot.primaryPhotoId,
        });
        setStatus({ state: 'saved', at: saved.draft?.last_saved ?? new Date().toISOString() });
        return true;
      } catch {
        setStatus({ state: 'failed' });
        return false;
      }
    });
    return p.chain;
  }, []);

  const update = useCallback(
    (recipe: (current: EditorValues) => EditorValues) => {
      const p = pending.current;
      p.values = recipe(p.values);
      setValues(p.values);
      window.clearTimeout(p.timer);
      p.timer = window.setTimeout(() => void saveNow(), DRAFT_AUTOSAVE_MS);
    },
    [saveNow],
  );

  /** Forgets unsaved changes (discard) and waits for saves already under way. */
  const cancelPending = useCallback(async () => {
    const p = pending.current;
    window.clearTimeout(p.timer);
    p.timer = undefined;
    await p.chain;
  }, []);

  useEffect(() => {
    const p = pending.current;
    return () => {
      if (p.timer !== undefined) void saveNow();
    };
  }, [saveNow]);

  return { values, status, update, saveNow, cancelPending };
}
