// The one file of packages/game that imports a library: fflate, pure JavaScript DEFLATE with
// no I/O (docs/decisions/017-save-import-parser.md). Everything else imports it from here.
export { Inflate, strFromU8 } from 'fflate';
