/** The app's version (package.json), set by the build (webpack DefinePlugin) and by Jest's globals. */
declare const __APP_VERSION__: string | undefined;
