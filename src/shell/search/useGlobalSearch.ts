import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { SEARCH_MIN_LENGTH, type SearchHit } from '../../api/profile';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';

/** How long typing pauses before the search asks the server. */
const DEBOUNCE_MS = 250;

/**
 * The search text, its debounced answer from the server (asked once it has enough characters),
 * and the hit the arrow keys have reached.
 */
export function useGlobalSearch() {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enough = [...asked].length >= SEARCH_MIN_LENGTH;
  const result = useQuery({
    queryKey: ['globalSearch', asked],
    queryFn: ({ signal }) => dataProvider.searchSchool(asked, signal),
    enabled: enough,
    retry: false,
  });
  const hits: SearchHit[] = useMemo(() => (enough ? (result.data?.objects ?? []) : []), [enough, result.data]);
  useEffect(() => setActive(0), [hits]);

  /** Moves the active hit by `step`, wrapping round. */
  const move = (step: number) => {
    if (hits.length > 0) setActive((index) => (index + step + hits.length) % hits.length);
  };
  const clear = () => {
    setText('');
    setAsked('');
  };
  const tooShort = text.trim() !== '' && [...text.trim()].length < SEARCH_MIN_LENGTH;
  return { text, setText, hits, active, setActive, move, clear, tooShort, enough, result };
}
