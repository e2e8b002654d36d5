import path from 'node:path';
import { loadConfig } from '../config.js';
import { ConfigError } from '../configError.js';
import { copyFilesToS3 } from '../lib/copyFilesToS3.js';
import { createS3Storage } from '../lib/s3Storage.js';

/*
 * `npm run storage:copy-to-s3`: copies DATA_DIR/files into the bucket of STORAGE_URL, read from
 * the same environment as the server, before the server is started with STORAGE_URL set.
 */

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
    if (!config.storage)
      throw new ConfigError('STORAGE_URL must name the bucket to copy the files into, e.g. s3://lms-files?region=eu-central-1');
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const root = path.join(config.dataDir, 'files');
  const bucket = createS3Storage(config.storage);
  try {
    const report = await copyFilesToS3(root, bucket);
    const mb = (report.copiedBytes / (1024 * 1024)).toFixed(1);
    const target = `s3://${config.storage.bucket}/${config.storage.prefix}`;
    console.log(
      `Copied ${report.copied} file(s), ${mb} MB, from ${root} to ${target}. Already there with the same size: ${report.skipped}.`,
    );
  } finally {
    bucket.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
