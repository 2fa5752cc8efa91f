import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { version } from './package.json';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

type Env = Record<string, string | boolean | undefined>;
type Argv = { mode?: 'development' | 'production' };

/**
 * One build for every environment: the API address and the other settings come from
 * /config.json at run time (src/config). In development the dev server also serves the
 * mock API under /api from the same msw handlers that Jest uses (mocks/server).
 */
export default function webpackConfig(_env: Env, argv: Argv): Configuration & { devServer?: DevServerConfiguration } {
  const dev = argv.mode !== 'production';
  return {
    mode: dev ? 'development' : 'production',
    entry: './src/index.tsx',
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: dev ? '[name].js' : '[name].[contenthash].js',
      // 8 hex digits tell versions apart; the runtime's map of every lazy chunk carries one per chunk on the first page.
      chunkFilename: dev ? '[name].chunk.js' : '[name].[contenthash:8].chunk.js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev } },
                target: 'es2022',
              },
            },
          },
        },
        // Development injects styles from the JavaScript (fast rebuilds). Production emits them as
        // .css files per chunk with webpack's native CSS: a page's styles are not JavaScript to parse.
        dev
          ? { test: /\.css$/, use: ['style-loader', { loader: 'css-loader', options: { sourceMap: true } }] }
          : { test: /\.css$/, type: 'css' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html' }),
      // The version support records carry (src/shared/lib/failureRecord.ts).
      new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(version) }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
    ],
    performance: { hints: false },
    experiments: { css: !dev },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 8080),
      historyApiFallback: true,
      static: { directory: path.resolve(__dirname, 'public') },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      setupMiddlewares: (middlewares, devServer) => {
        // Loaded lazily so a production build never touches the mock API code.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { mountMockApi } = require('./mocks/server/mountMockApi') as typeof import('./mocks/server/mountMockApi');
        if (devServer.app) mountMockApi(devServer.app, { scenario: process.env.SCENARIO ?? 'demo' });
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { runtimeConfigRoute } = require('./mocks/server/runtimeConfigRoute') as typeof import('./mocks/server/runtimeConfigRoute');
        middlewares.unshift({ name: 'runtime-config', path: '/config.json', middleware: runtimeConfigRoute(path.resolve(__dirname, 'public/config.json')) });
        return middlewares;
      },
    },
  };
}
