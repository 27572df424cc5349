/** The console's version label (spec console §3 "version label 2.2.1"). */
export const APP_VERSION = '2.2.1';
