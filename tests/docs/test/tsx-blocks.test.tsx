// @vitest-environment happy-dom
import { describeBlocks } from './support/describe-blocks';

// The README's TSX blocks, in happy-dom (components are rendered and clicked).
await describeBlocks('tsx');
