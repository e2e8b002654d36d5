import type { OperatorMessages } from './operatorEn.js';
import { operatorRuCli } from './operatorRuCli.js';
import { operatorRuConfig } from './operatorRuConfig.js';

/** The operator's messages in Russian; typed against operatorEn.ts so a missing key fails the build. */
export const operatorRu: OperatorMessages = {
  config: operatorRuConfig,
  cli: operatorRuCli,
  // What the server prints when it starts.
  server: {
    demoSeeded: 'Создана демонстрационная школа. Вход:',
    running: 'Online School LMS работает по адресу %{url} (база данных: %{database})',
    pglite: 'PGlite в %{dir}',
  },
};
