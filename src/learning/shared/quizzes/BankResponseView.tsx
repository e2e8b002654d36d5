import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { QuestionResponse } from '../../../api/questionBank';
import type { PaperChoiceDto, QuizAnswerFileDto } from '../../../api/quizBankItems';
import { ExternalLink } from '../ExternalLink';

/** What a response refers to: the question's choices, sides, items and files. */
export interface ResponseContext {
  choices?: PaperChoiceDto[];
  lefts?: PaperChoiceDto[];
  rights?: PaperChoiceDto[];
  items?: PaperChoiceDto[];
  files?: QuizAnswerFileDto[];
}

const textOf = (list: PaperChoiceDto[] | undefined, id: number) => list?.find((entry) => entry.id === id)?.text ?? '—';
const textSx = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * A response to a bank question as text, whatever its kind: the chosen answers, true or false,
 * the text typed, each left side with the right side chosen, the items in the order given, or
 * the files attached. The same for a student's answer and for the right answer.
 */
export function BankResponseView({ response, context }: { response: QuestionResponse; context: ResponseContext }) {
  const translate = useTranslate();
  if ('choices' in response) {
    return (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {response.choices.map((id) => (
          <Typography component="li" key={id} sx={textSx}>
            {textOf(context.choices, id)}
          </Typography>
        ))}
      </Box>
    );
  }
  if ('truth' in response) return <Typography>{translate(response.truth ? 'quizBank.answer.true' : 'quizBank.answer.false')}</Typography>;
  if ('text' in response) return <Typography sx={textSx}>{response.text}</Typography>;
  if ('matches' in response) {
    return (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {(context.lefts ?? []).map((left) => (
          <Typography component="li" key={left.id} sx={textSx}>
            {translate('quizBank.answer.matchRow', {
              left: left.text,
              right: response.matches[String(left.id)] !== undefined ? textOf(context.rights, response.matches[String(left.id)]) : '—',
            })}
          </Typography>
        ))}
      </Box>
    );
  }
  if ('order' in response) {
    return (
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {response.order.map((id) => (
          <Typography component="li" key={id} sx={textSx}>
            {textOf(context.items, id)}
          </Typography>
        ))}
      </Box>
    );
  }
  const files = (context.files ?? []).filter((file) => response.fileIds.includes(file.fileId));
  if (!files.length) return <Typography sx={{ fontStyle: 'italic' }}>{translate('quizBank.answer.noFiles')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {files.map((file) => (
        <Box component="li" key={file.fileId} sx={{ overflowWrap: 'anywhere' }}>
          <ExternalLink href={file.url} aria-label={translate('quizBank.answer.download', { name: file.name })}>
            {file.name}
          </ExternalLink>
        </Box>
      ))}
    </Box>
  );
}
