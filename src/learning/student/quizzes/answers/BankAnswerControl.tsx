import type { QuestionResponse } from '../../../../api/questionBank';
import type { QuizAnswerFileDto } from '../../../../api/quizBankItems';
import { unionFiles, withResponse, type AttemptValue } from '../attemptValue';
import type { AnswerControlProps } from './answerProps';
import { ChoiceAnswer } from './ChoiceAnswer';
import { EssayAnswer } from './EssayAnswer';
import { FileAnswerControl } from './FileAnswerControl';
import { MatchingAnswer } from './MatchingAnswer';
import { NumericalAnswer } from './NumericalAnswer';
import { OrderingAnswer } from './OrderingAnswer';
import { ShortAnswer } from './ShortAnswer';
import { TrueFalseAnswer } from './TrueFalseAnswer';

export interface BankAnswerControlProps extends Omit<AnswerControlProps, 'response' | 'onChange'> {
  testId: number;
  value: AttemptValue;
  onChange: (value: AttemptValue) => void;
}

/** The files a FILE_ANSWER response names, in its order. */
export function filesOfResponse(value: Pick<AttemptValue, 'files'>, response: QuestionResponse | undefined): QuizAnswerFileDto[] {
  const ids = response && 'fileIds' in response ? response.fileIds : [];
  return ids.flatMap((id) => value.files.filter((file) => file.fileId === id).slice(0, 1));
}

/** The answer control of a bank question by its kind; a description has none. */
export function BankAnswerControl({ testId, value, onChange, ...props }: BankAnswerControlProps) {
  const { key, questionType } = props.question;
  const response = value.responses[key];
  const change = (next: QuestionResponse | undefined) => onChange({ ...value, responses: withResponse(value.responses, key, next) });
  const controlProps: AnswerControlProps = { ...props, response, onChange: change };
  switch (questionType) {
    case 'ONE_FROM_LIST':
    case 'MANY_FROM_LIST':
      return <ChoiceAnswer {...controlProps} />;
    case 'TRUE_FALSE':
      return <TrueFalseAnswer {...controlProps} />;
    case 'SHORT_ANSWER':
      return <ShortAnswer {...controlProps} />;
    case 'NUMERICAL':
      return <NumericalAnswer {...controlProps} />;
    case 'MATCHING':
      return <MatchingAnswer {...controlProps} />;
    case 'ORDERING':
      return <OrderingAnswer {...controlProps} />;
    case 'ESSAY':
      return <EssayAnswer {...controlProps} />;
    case 'FILE_ANSWER':
      return (
        <FileAnswerControl
          testId={testId}
          questionKey={key}
          labelId={props.labelId}
          files={filesOfResponse(value, response)}
          disabled={props.disabled}
          onChange={(files) =>
            onChange({
              ...value,
              files: unionFiles(value.files, files),
              responses: withResponse(value.responses, key, { fileIds: files.map((file) => file.fileId) }),
            })
          }
        />
      );
    default:
      return null;
  }
}
