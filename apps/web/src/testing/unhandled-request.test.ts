import { expect, it } from 'vitest';
import { consoleError } from '../../test/setup-test-env';
import { apiRequest } from '../lib/api-client';

it('fails a request that no test handler answers', async () => {
  consoleError.mockImplementation(() => {});

  await expect(apiRequest('/api/no-handler-answers-this')).rejects.toThrow();

  expect(consoleError).toHaveBeenCalledWith(
    expect.stringContaining('intercepted a request without a matching request handler'),
  );
});
