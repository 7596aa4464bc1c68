import { useEffect, useState } from 'react';
import { addSearch, searchHints, SearchHistorySchema } from '@otech/domain';
import { storageKeys } from '../../app/storage/storageKeys.ts';
import { readStored, writeStored } from './browserStore.ts';

/**
 * The latest searches (10 kept in `searchHistory`, spec 2 §3.9): each search that runs is recorded,
 * and the 3 latest are offered under the search box.
 */
export function useSearchHistory(search: string): string[] {
  const [history, setHistory] = useState(() => readStored(storageKeys.searchHistory, SearchHistorySchema, []));
  const [recorded, setRecorded] = useState('');
  // A new search in force is recorded as it renders, not one render later.
  if (search !== recorded) {
    setRecorded(search);
    setHistory(addSearch(history, search));
  }
  useEffect(() => writeStored(storageKeys.searchHistory, history), [history]);
  return searchHints(history);
}
