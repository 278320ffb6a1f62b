import { describeBlocks } from './support/describe-blocks';

// The README's TypeScript blocks, in Node (servers, scripts).
await describeBlocks('ts');
