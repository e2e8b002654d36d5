import * as calendarStories from '../../src/learning/shared/calendar/CalendarPage.stories';
import * as cancelStories from '../../src/learning/shared/calendar/CancelEventDialog.stories';
import * as dialogStories from '../../src/learning/shared/calendar/EventDialog.stories';
import * as subscribeStories from '../../src/learning/shared/calendar/SubscribeDialog.stories';
import { setUpCalendarTests } from './CalendarSetup';
import { describeStories } from './storyRunner';

setUpCalendarTests();

describeStories(
  [
    ['CalendarPage', calendarStories],
    ['EventDialog', dialogStories],
    ['CancelEventDialog', cancelStories],
    ['SubscribeDialog', subscribeStories],
  ],
  { timeout: 60_000 },
);
