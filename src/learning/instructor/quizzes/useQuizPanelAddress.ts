import { useSearchParams } from 'react-router-dom';
import type { Identifier } from 'react-admin';
import type { QuizViewKind } from './QuizView';

/** Where the panel is, in the address beside ?tab=tests, so a reload or a shared link opens the same. */
const QUIZ_PARAM = 'test';
const VIEW_PARAM = 'view';

/**
 * The test open in the Tests panel and its view (?test=…&view=preview|results|analysis), and `go` to
 * open another (replacing the address when one was open already) or back to the list (null).
 */
export function useQuizPanelAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openTest = searchParams.get(QUIZ_PARAM);
  const asked = searchParams.get(VIEW_PARAM);
  const view: QuizViewKind = asked === 'results' || asked === 'analysis' ? asked : 'preview';
  const go = (testId: Identifier | null, kind?: QuizViewKind) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (testId === null) {
          next.delete(QUIZ_PARAM);
          next.delete(VIEW_PARAM);
        } else {
          next.set(QUIZ_PARAM, String(testId));
          next.set(VIEW_PARAM, kind ?? 'preview');
        }
        return next;
      },
      { replace: testId !== null && openTest !== null },
    );
  return { openTest, view, go };
}
