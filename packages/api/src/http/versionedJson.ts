import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const gzipped = promisify(gzip);

interface Body {
  version: number;
  tag: string;
  json: Buffer;
  gzip?: Promise<Buffer>;
}

/**
 * A large JSON answer made once per version of what it shows: one stringify, one hash for its
 * ETag and one gzip (on libuv's threads, off the request thread) per version, however many reads.
 * Left to Express and the shop's compression, each read would stringify, hash and gzip it again.
 */
export function versionedJson(version: () => number, value: () => unknown): (req: Request, res: Response) => Promise<void> {
  let body: Body | undefined;
  return async (req, res) => {
    if (body?.version !== version()) {
      const replacer = req.app.get('json replacer') as (key: string, value: unknown) => unknown;
      const json = Buffer.from(JSON.stringify(value(), replacer));
      body = { version: version(), tag: createHash('sha1').update(json).digest('base64url'), json };
    }
    const current = body;
    res.vary('Accept-Encoding').type('json');
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      current.gzip ??= gzipped(current.json);
      // The compression middleware leaves an answer that names its encoding as it is.
      res.set({ 'Content-Encoding': 'gzip', ETag: `"${current.tag}-gzip"` }).send(await current.gzip);
    } else {
      res.set('ETag', `"${current.tag}"`).send(current.json);
    }
  };
}
