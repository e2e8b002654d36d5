import Button from '@mui/material/Button';
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import { useTranslate } from 'react-admin';

export interface AccommodationButtonProps {
  studentFullName: string;
  onOpen: () => void;
}

/** Opens one student's accommodations on the test (extra time, a personal window). */
export function AccommodationButton({ studentFullName, onOpen }: AccommodationButtonProps) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      startIcon={<AccessibilityNewIcon />}
      onClick={onOpen}
      aria-label={translate('quizzes.accommodations.actionNamed', { name: studentFullName })}
    >
      {translate('quizzes.accommodations.action')}
    </Button>
  );
}
