import { afterAll, describe, expect, it } from 'vitest';
import type { RequestHandler, WebSocketHandler } from 'msw';
import { composeStories, setProjectAnnotations, type Loader } from '@storybook/react-vite';
import { appAnnotations } from '../../.storybook/appAnnotations';
import { server } from './server';

type StoryModule = Parameters<typeof composeStories>[0];
/** What a test needs of a composed story. */
type RunnableStory = { run: () => Promise<void>; load: () => Promise<void>; globals: { locale?: string } };

/** What msw-storybook-addon does in Storybook, done on the tests' msw/node server. */
const storyHandlers: Loader = async ({ parameters }) => {
  const msw = parameters.msw as { handlers?: Record<string, RequestHandler | WebSocketHandler | RequestHandler[]> } | undefined;
  if (msw?.handlers) server.use(...Object.values(msw.handlers).flat());
  return {};
};

export interface StoryRunOptions {
  timeout?: number;
  /** Some stories show nothing on purpose (a button hidden when its feature is off). */
  mayBeEmpty?: boolean;
}

/**
 * Runs every story of each module as a test, with the app's decorators and the story's own msw
 * handlers: it must render in its locale and its play function must pass.
 */
export function describeStories(modules: Array<[string, StoryModule]>, options: StoryRunOptions = {}): void {
  setProjectAnnotations([appAnnotations, { loaders: [storyHandlers] }]);
  const table = modules.map(([title, module]) => [title, composeStories(module) as unknown as Record<string, RunnableStory>] as const);
  let lastRun: RunnableStory | undefined;
  describe.each(table)('%s stories', options.timeout ? { timeout: options.timeout } : {}, (_title, stories) => {
    it.each(Object.entries(stories))('%s renders and its play passes', async (_name, Story) => {
      lastRun = Story;
      await Story.run();
      if (!options.mayBeEmpty) expect(document.body.textContent).not.toBe('');
      expect(document.documentElement.lang).toBe(Story.globals.locale ?? 'en');
    });
  });
  // Storybook unmounts a story only when the next one starts, so the file's last story would stay
  // mounted past the file: a MUI transition's timer then fires after jsdom is gone ("window is not
  // defined", an unhandled error that fails the run). Loading a story runs those unmounts.
  afterAll(async () => {
    await lastRun?.load();
  });
}
