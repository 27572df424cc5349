/** The console's version label (spec console §3 "version label 2.2.1"): the product version of package.json. */
import { version } from '../../package.json';

export const APP_VERSION: string = version;
