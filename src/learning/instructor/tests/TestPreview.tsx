import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useTranslate } from 'react-admin';
import type { TestDto } from '../../../api/testAuthoring';
import { TestIntro } from '../../shared/tests/TestIntro';
import { TestQuestions } from '../../shared/tests/TestQuestions';
import { answeredCount, emptyResponse, toQuestionViews, type TestResponse, type TestReview } from '../../shared/tests/testResponse';

export interface TestPreviewProps {
  test: TestDto;
}

/**
 * The test exactly as a student sees it: the intro, then the questions to answer, with nothing
 * telling right from wrong (the questions handed down carry no correct marks). The instructor
 * may try answering; nothing is saved. "Show the correct answers" then marks them, as the
 * student's result will.
 */
export function TestPreview({ test }: TestPreviewProps) {
  const translate = useTranslate();
  const questions = useMemo(() => toQuestionViews(test.questions), [test.questions]);
  const [value, setValue] = useState<TestResponse>(emptyResponse);
  const [showCorrect, setShowCorrect] = useState(false);
  const review = useMemo<TestReview | undefined>(
    () =>
      showCorrect
        ? Object.fromEntries(
            test.questions.map((q) => [
              String(q.questionId),
              { correctOptionIds: q.options.filter((o) => o.isCorrect).map((o) => o.optionId), pointsReceived: null },
            ]),
          )
        : undefined,
    [showCorrect, test.questions],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="test-preview">
      <Alert severity="info" variant="outlined">
        {translate('tests.preview.note')}
      </Alert>
      <TestIntro test={test} headingComponent="h3" />
      {questions.length === 0 ? (
        <Alert severity="warning">{translate('tests.preview.noQuestions')}</Alert>
      ) : (
        <>
          <TestQuestions questions={questions} value={value} onChange={setValue} review={review} own />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ flex: '1 1 200px' }}>
              {translate('tests.preview.answered', { answered: answeredCount(questions, value), total: questions.length })}
            </Typography>
            <FormControlLabel
              control={<Switch checked={showCorrect} onChange={(event) => setShowCorrect(event.target.checked)} />}
              label={translate('tests.preview.showCorrect')}
            />
            <Button
              startIcon={<RestartAltIcon />}
              onClick={() => {
                setValue(emptyResponse());
                setShowCorrect(false);
              }}
            >
              {translate('tests.preview.reset')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
