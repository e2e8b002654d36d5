import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buildQuiz, buildQuizQuestion, ownQuestions } from '../../../mocks/builders/quizBuilders';
import { QuizPreview } from './QuizPreview';
import { fill, quizTexts, withInstructor } from './quizStoryContext';

const english = buildQuiz({ testId: 9001, timeToTakeTheTest: '00:20:00' });
const [firstOfEnglish] = ownQuestions(english.questions);
const russian = buildQuiz({
  testId: 9002,
  name: 'Функции и области видимости',
  messageForStudents: 'Внимательно читайте вопросы: во втором может быть несколько правильных ответов. У вас 20 минут.',
  timeToTakeTheTest: '00:20:00',
  questions: [
    buildQuizQuestion({
      question: 'Что возвращает функция без оператора return?',
      options: [
        ['null', false],
        ['undefined', true],
        ['0', false],
        ['Пустую строку', false],
      ],
    }),
    buildQuizQuestion({
      question: 'Что создаёт новую область видимости для переменных, объявленных через let?',
      questionType: 'MANY_FROM_LIST',
      points: 3,
      hasOther: true,
      options: [
        ['Тело функции', true],
        ['Блок { … }', true],
        ['Литерал объекта', false],
      ],
    }),
  ],
});

/**
 * The instructor's preview: the test exactly as a student sees it, answerable, with nothing
 * telling right from wrong until "Show the correct answers" is switched on.
 */
const meta = {
  title: 'Learning/Tests/QuizPreview',
  component: QuizPreview,
  parameters: { layout: 'fullscreen' },
  args: { test: english },
  decorators: [withInstructor(900)],
} satisfies Meta<typeof QuizPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Preview: Story = {
  play: async ({ canvas, globals }) => {
    const t = quizTexts(globals.locale);
    await expect(canvas.getByText(fill(t.intro.time, { time: '00:20' }))).toBeVisible();
    await expect(canvas.queryByText(t.review.rightChosen)).toBeNull();
    await expect(canvas.queryByText(t.review.rightMissed)).toBeNull();
  },
};

export const PreviewInRussian: Story = { ...Preview, args: { test: russian }, globals: { locale: 'ru' } };

/** Answered, then checked against the correct options. */
export const CorrectAnswersShown: Story = {
  play: async ({ canvas, globals }) => {
    const t = quizTexts(globals.locale);
    const first = within(canvas.getByTestId(`question-${firstOfEnglish.questionId}`));
    await userEvent.click(first.getByRole('radio', { name: firstOfEnglish.options[1].option }));
    await userEvent.click(canvas.getByRole('switch', { name: t.preview.showCorrect }));
    await expect(first.getByText(t.review.wrongChosen)).toBeVisible();
    await expect(first.getByText(t.review.rightMissed)).toBeVisible();
  },
};
