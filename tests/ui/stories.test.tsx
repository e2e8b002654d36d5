import { describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import { composeStories, setProjectAnnotations, type Loader } from '@storybook/react-vite';
import { appAnnotations } from '../../.storybook/appAnnotations';
import * as loginFormStories from '../../src/auth/LoginForm.stories';
import * as loginPageStories from '../../src/auth/LoginPage.stories';
import * as noticeStackStories from '../../src/shell/NoticeStack.stories';
import * as imageUploadInputStories from '../../src/resources/shared/ImageUploadInput.stories';
import * as studentImportDialogStories from '../../src/resources/students/StudentImportDialog.stories';
import * as trashRowStories from '../../src/resources/trash/TrashRow.stories';
import * as testEditorStories from '../../src/learning/instructor/quizzes/QuizEditorDialog.stories';
import * as testPreviewStories from '../../src/learning/instructor/quizzes/QuizPreview.stories';
import * as testResultsStories from '../../src/learning/instructor/quizzes/QuizResults.stories';
import * as studentAnswerStories from '../../src/learning/instructor/quizzes/StudentAnswerDialog.stories';
import * as testQuestionsStories from '../../src/learning/shared/quizzes/QuizQuestions.stories';
import { server } from './server';

/** What msw-storybook-addon does in Storybook, done on the tests' msw/node server. */
const storyHandlers: Loader = async ({ parameters }) => {
  const msw = parameters.msw as { handlers?: Record<string, RequestHandler | RequestHandler[]> } | undefined;
  if (msw?.handlers) server.use(...Object.values(msw.handlers).flat());
  return {};
};

setProjectAnnotations([appAnnotations, { loaders: [storyHandlers] }]);

/** Stories whose play checks layout, which jsdom does not compute; Chromium runs them. */
const needsLayout = new Set(['LongTextClamped']);

describe.each([
  ['LoginForm', composeStories(loginFormStories)],
  ['LoginPage', composeStories(loginPageStories)],
  ['NoticeStack', composeStories(noticeStackStories)],
  ['ImageUploadInput', composeStories(imageUploadInputStories)],
  ['StudentImportDialog', composeStories(studentImportDialogStories)],
  ['TrashRow', composeStories(trashRowStories)],
  ['QuestionEditor', composeStories(testEditorStories)],
  ['QuizPreview', composeStories(testPreviewStories)],
  ['QuizResults', composeStories(testResultsStories)],
  ['StudentAnswerDialog', composeStories(studentAnswerStories)],
  ['QuizQuestions', composeStories(testQuestionsStories)],
])('%s stories', (_title, stories) => {
  const runnable = Object.entries(stories).filter(([name]) => !needsLayout.has(name));

  it.each(runnable)('%s renders and its play passes', async (_name, Story) => {
    await Story.run();
    expect(document.body.textContent).not.toBe('');
    // The story ran in its own language (the `InRussian` ones in Russian).
    expect(document.documentElement.lang).toBe(Story.globals.locale ?? 'en');
  });
});
