import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { SignupPage } from './SignupPage';
import { signupSaga } from './signupSagas';
import { signupReducer } from './signupSlice';

const reducers = { signup: signupReducer };

/** The public sign-up, loaded with its page's chunk (app/lazyFeatures.ts). */
export const signupFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'signup', reducers, saga: signupSaga },
  Page: SignupPage,
};
