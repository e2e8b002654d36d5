import * as stories from '../../src/auth/OidcSignIn.stories';
import { describeStories } from './storyRunner';

describeStories([['SignInWithProvider', stories]], { mayBeEmpty: true });
