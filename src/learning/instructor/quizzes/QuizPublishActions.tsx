import Button from '@mui/material/Button';
import PublishIcon from '@mui/icons-material/Publish';
import ScheduleIcon from '@mui/icons-material/Schedule';
import UnpublishedOutlinedIcon from '@mui/icons-material/UnpublishedOutlined';
import { useTranslate } from 'react-admin';
import type { QuizListItemDto } from '../../../api/quizAuthoring';
import { quizPublishState } from '../../../api/quizPublishing';
import { ConfirmButton } from '../../../resources/shared/ConfirmButton';

export interface QuizPublishActionsProps {
  test: Pick<QuizListItemDto, 'name' | 'publishedAt' | 'answersCount'>;
  onPublish: () => Promise<unknown>;
  onSchedule: () => void;
  onUnpublish: () => Promise<unknown>;
}

/**
 * What a test's publication allows: a draft or a scheduled test can be published now or
 * (re)scheduled; a scheduled or published one goes back to a draft while nobody has started it.
 */
export function QuizPublishActions({ test, onPublish, onSchedule, onUnpublish }: QuizPublishActionsProps) {
  const translate = useTranslate();
  const state = quizPublishState(test.publishedAt);
  const named = { name: test.name };
  return (
    <>
      {state !== 'PUBLISHED' && (
        <>
          <ConfirmButton
            label="quizzes.publishing.publishNow"
            icon={<PublishIcon />}
            color="success"
            title="quizzes.publishing.publishTitle"
            content="quizzes.publishing.publishContent"
            translateOptions={named}
            onConfirm={onPublish}
          />
          <Button
            size="small"
            startIcon={<ScheduleIcon />}
            onClick={onSchedule}
            aria-label={translate('quizzes.publishing.scheduleNamed', { name: test.name })}
          >
            {translate('quizzes.publishing.schedule')}
          </Button>
        </>
      )}
      {state !== 'DRAFT' && test.answersCount === 0 && (
        <ConfirmButton
          label="quizzes.publishing.unpublish"
          icon={<UnpublishedOutlinedIcon />}
          color="warning"
          title="quizzes.publishing.unpublishTitle"
          content="quizzes.publishing.unpublishContent"
          translateOptions={named}
          onConfirm={onUnpublish}
        />
      )}
    </>
  );
}
