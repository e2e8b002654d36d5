import { vi } from 'vitest';
import * as signUpStories from '../../src/auth/signup/SignUpPage.stories';
import * as settingsStories from '../../src/resources/school/SchoolSettingsPage.stories';
import { describeStories } from './storyRunner';

vi.setConfig({ testTimeout: 60_000 });

describeStories([
  ['SignUpPage', signUpStories],
  ['SchoolSettingsPage', settingsStories],
]);
