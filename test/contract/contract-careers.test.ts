import { contractSuite } from './suite.js';
import { share } from './shares.js';

contractSuite(await share('careers'));
