import * as courseRatingStories from '../../src/learning/instructor/ratings/CourseRatingPage.stories';
import * as distributionStories from '../../src/learning/instructor/ratings/DistributionDialog.stories';
import { setUpVirtualLayout, standAtMockNow } from './ratingsSetup';
import { describeStories } from './storyRunner';

// The table is virtualised: jsdom needs its scroll box to have a size.
setUpVirtualLayout();
standAtMockNow();

describeStories(
  [
    ['CourseRatingPage', courseRatingStories],
    ['DistributionDialog', distributionStories],
  ],
  { timeout: 30_000 },
);
