import { useEffect, useRef, useState } from 'react';

/**
 * How long typing must pause before a typed filter runs by itself (Enter runs it at once), unless
 * the screen says otherwise (the catalogue with cart: 300 ms, spec 2 §9).
 */
export const SEARCH_PAUSE_MS = 400;

/**
 * A typed filter kept here until Enter or a pause: a fast typist never loses a letter to the round
 * trip through the URL, and the history gets one entry per search rather than one per keystroke.
 * Returns the draft, its setter, and `commit` to run a value at once. With `pauseMs` null the draft
 * runs only through `commit` (Enter).
 */
export function useDraftValue(value: string, onCommit: (value: string) => void, pauseMs: number | null = SEARCH_PAUSE_MS) {
  const [draft, setDraft] = useState(value);
  const [inForce, setInForce] = useState(value);
  // The value changed from outside (chip removed, filters cleared, back button): show it.
  if (value !== inForce) {
    setInForce(value);
    setDraft(value);
  }
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);
  useEffect(() => {
    if (draft === value || pauseMs === null) return undefined;
    const timer = window.setTimeout(() => commit.current(draft), pauseMs);
    return () => window.clearTimeout(timer);
  }, [draft, value, pauseMs]);
  return { draft, setDraft, commit: (text: string) => commit.current(text) };
}
