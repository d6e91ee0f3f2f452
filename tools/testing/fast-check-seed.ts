import fc from 'fast-check';

// Property tests run on one seed so `npm test` is repeatable on every machine; FC_SEED=<n>
// explores other inputs. A failure prints its seed and shrunk counterexample, which then
// becomes a plain test case of its own.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261124) });
