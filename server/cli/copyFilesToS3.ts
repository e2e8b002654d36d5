import path from 'node:path';
import { loadConfig } from '../config.js';
import { ConfigError } from '../configError.js';
import { formatNumber, operatorLanguage, operatorText } from '../i18n/operator.js';
import { copyFilesToS3 } from '../lib/copyFilesToS3.js';
import { createS3Storage } from '../lib/s3Storage.js';

/*
 * `npm run storage:copy-to-s3`: copies DATA_DIR/files into the bucket of STORAGE_URL, read from
 * the same environment as the server, before the server is started with STORAGE_URL set.
 */

async function main(): Promise<void> {
  const lang = operatorLanguage(process.env);
  let config;
  try {
    config = loadConfig(process.env);
    if (!config.storage) throw new ConfigError('config.storageBucketMissing');
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(operatorText(lang, 'config.error', { message: err }));
      process.exit(2);
    }
    throw err;
  }
  const root = path.join(config.dataDir, 'files');
  const bucket = createS3Storage(config.storage);
  try {
    const report = await copyFilesToS3(root, bucket);
    const mb = formatNumber(lang, report.copiedBytes / (1024 * 1024), 1);
    const target = `s3://${config.storage.bucket}/${config.storage.prefix}`;
    const { copied, skipped } = report;
    console.log(operatorText(lang, 'cli.copyToS3.done', { copied, mb, root, target, skipped }));
  } finally {
    bucket.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
