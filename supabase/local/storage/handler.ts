import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ResolvedConfig } from '../config.ts';
import type { Db, DbClient } from '../db/adapter.ts';
import { isPgError } from '../db/adapter.ts';
import { SWITCHABLE_ROLES, bearerFrom, identify } from '../http/identity.ts';
import { BodyTooLarge, header, readBody, sendJson } from '../http/respond.ts';
import { signJwt, verifyJwt } from '../jwt.ts';
import type { JwtClaims } from '../jwt.ts';
import { setRequestContext } from '../rest/handler.ts';
import type { FileStore } from './files.ts';
import { isValidBucketName, isValidKey } from './files.ts';

export interface StorageDeps {
  db: Db;
  cfg: ResolvedConfig;
  files: FileStore;
}

/** Hosted Storage's global upload limit (a bucket may set a lower one). */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Room for a multipart body's boundaries and fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Signed upload URLs last two hours, as on hosted Storage. */
const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;

/** Storage's error shape: `{statusCode, error, message}` (what storage-js reads). */
class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

const invalidKey = (key: string): StorageError => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`);
const objectNotFound = (): StorageError => new StorageError(404, 'not_found', 'Object not found');
const bucketNotFound = (): StorageError => new StorageError(404, 'Bucket not found', 'Bucket not found');

interface Caller {
  role: string;
  claims: JwtClaims;
}

interface Bucket {
  id: string;
  public: boolean | null;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: Metadata | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

interface Metadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

/**
 * /storage/v1: the part of Supabase Storage that supabase-js's storage client uses — upload (POST/PUT
 * /object/<bucket>/<key>), signed upload URLs (POST, then PUT /object/upload/sign/<bucket>/<key>),
 * public, authenticated and plain downloads, info, move and remove. Rows live in storage.objects and
 * every statement runs as the caller's role and claims (as REST does), so the policies on
 * storage.objects decide; bytes live on disk (FileStore). Signed uploads and public downloads run as
 * Storage itself, as on hosted: the signature, or the bucket being public, is the permission.
 */
export async function handleStorage(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  deps: StorageDeps,
): Promise<void> {
  try {
    await route(req, res, path, deps);
  } catch (e) {
    const err = toStorageError(e);
    if (!res.headersSent) {
      // An unread upload must not hang the connection.
      if (!req.complete) res.setHeader('Connection', 'close');
      sendJson(res, err.status, { statusCode: String(err.status), error: err.error, message: err.message });
    }
  }
}

function toStorageError(e: unknown): StorageError {
  if (e instanceof StorageError) return e;
  if (e instanceof BodyTooLarge) return tooLarge();
  if (isPgError(e)) {
    if (e.code === '42501')
      return new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
    if (e.code === '23505') return new StorageError(409, 'Duplicate', 'The resource already exists');
    if (e.code === '23503') return bucketNotFound();
    return new StorageError(400, 'DatabaseError', e.message);
  }
  throw e;
}

const tooLarge = (): StorageError =>
  new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  deps: StorageDeps,
): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  let rel: string;
  try {
    rel = decodeURIComponent(path.replace(/^\//, ''));
  } catch {
    throw new StorageError(400, 'InvalidKey', 'Invalid key: the path is not valid percent-encoding');
  }
  const caller = callerOf(req, deps.cfg);
  if (rel === 'object/move' && method === 'POST') return move(req, res, deps, caller);
  const m = /^object\/(?:(upload\/sign|public|authenticated|info)\/)?([^/]+)(?:\/(.*))?$/s.exec(rel);
  if (!m) throw new StorageError(404, 'not_found', 'Route not found');
  const [, kind, bucketId = '', key] = m;
  if (!isValidBucketName(bucketId))
    throw new StorageError(400, 'InvalidBucketName', 'The bucket name is invalid');
  if (key === undefined) {
    if (!kind && method === 'DELETE') return remove(req, res, deps, caller, bucketId);
    throw new StorageError(404, 'not_found', 'Route not found');
  }
  if (!isValidKey(key)) throw invalidKey(key);
  if (kind === 'upload/sign') {
    if (method === 'POST') return signUpload(req, res, deps, caller, bucketId, key);
    if (method === 'PUT') return uploadSigned(req, res, deps, bucketId, key);
  } else if (method === 'GET' || method === 'HEAD') {
    if (kind === 'public') return download(req, res, deps, null, bucketId, key, true);
    if (kind === 'info') return info(res, deps, caller, bucketId, key);
    return download(req, res, deps, caller, bucketId, key, false);
  } else if (!kind && (method === 'POST' || method === 'PUT')) {
    return upload(
      req,
      res,
      deps,
      caller,
      bucketId,
      key,
      method === 'PUT' || header(req, 'x-upsert') === 'true',
    );
  }
  throw new StorageError(405, 'MethodNotAllowed', `${method} is not allowed here`);
}

function callerOf(req: IncomingMessage, cfg: ResolvedConfig): Caller {
  const id = identify(bearerFrom(req, cfg), cfg);
  if (!id.ok) throw new StorageError(400, 'InvalidJWT', id.error.message);
  if (!SWITCHABLE_ROLES.has(id.role))
    throw new StorageError(400, 'InvalidJWT', `role "${id.role}" does not exist`);
  return { role: id.role, claims: id.claims };
}

/** Runs fn in a transaction as the caller (role, claims), or as Storage itself when caller is null. */
function as<T>(deps: StorageDeps, caller: Caller | null, fn: (tx: DbClient) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    if (caller) await setRequestContext(tx, caller.role, caller.claims, null, false);
    return fn(tx);
  });
}

async function findBucket(deps: StorageDeps, id: string): Promise<Bucket> {
  const { rows } = await deps.db.query<Bucket>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  if (!rows[0]) throw bucketNotFound();
  return rows[0];
}

const sizeLimitOf = (bucket: Bucket): number =>
  Math.min(
    GLOBAL_FILE_SIZE_LIMIT,
    bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit),
  );

interface Upload {
  bytes: Buffer;
  mimetype: string;
  cacheControl: string;
}

/** The file of an upload: a multipart form's file part (a Blob in supabase-js) or the raw body. */
async function readUpload(req: IncomingMessage, bucket: Bucket): Promise<Upload> {
  const limit = sizeLimitOf(bucket);
  const type = header(req, 'content-type') ?? '';
  let upload: Upload;
  if (/^multipart\/form-data/i.test(type)) {
    const body = await readBody(req, limit + MULTIPART_OVERHEAD);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
    } catch {
      throw new StorageError(400, 'InvalidRequest', 'The multipart body could not be read');
    }
    const file = [...form.values()].find((v): v is File => typeof v !== 'string');
    if (!file) throw new StorageError(400, 'InvalidRequest', 'The multipart body has no file');
    const cache = form.get('cacheControl');
    upload = {
      bytes: Buffer.from(await file.arrayBuffer()),
      mimetype: file.type || 'application/octet-stream',
      cacheControl: `max-age=${typeof cache === 'string' && /^\d+$/.test(cache) ? cache : '3600'}`,
    };
  } else {
    const cache = header(req, 'cache-control');
    upload = {
      bytes: await readBody(req, limit),
      mimetype: type || 'application/octet-stream',
      cacheControl: cache && /^max-age=\d+$/.test(cache) ? cache : 'max-age=3600',
    };
  }
  if (upload.bytes.length > limit) throw tooLarge();
  const base = upload.mimetype.split(';')[0]!.trim().toLowerCase();
  const allowed = bucket.allowed_mime_types;
  if (
    allowed?.length &&
    !allowed.some(
      (a) => a.toLowerCase() === base || (a.endsWith('/*') && base.startsWith(a.slice(0, -1).toLowerCase())),
    )
  ) {
    throw new StorageError(415, 'invalid_mime_type', `mime type ${upload.mimetype} is not supported`);
  }
  return upload;
}

function metadataOf(upload: Upload): Metadata {
  return {
    eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
    size: upload.bytes.length,
    mimetype: upload.mimetype,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: upload.bytes.length,
    httpStatusCode: 200,
  };
}

/**
 * Stores the row (as `caller`; null = Storage itself) and then the bytes, in one transaction: a
 * refused row writes nothing, and a failed write rolls the row back.
 */
async function store(
  deps: StorageDeps,
  caller: Caller | null,
  bucketId: string,
  key: string,
  upload: Upload,
  owner: string | null,
  upsert: boolean,
): Promise<string> {
  const meta = metadataOf(upload);
  return as(deps, caller, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
       values ($1, $2, $3::uuid, $3, $4::jsonb, $5)
       ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now(), last_accessed_at = now()' : ''}
       returning id`,
      [bucketId, key, owner, JSON.stringify(meta), randomUUID()],
    );
    await deps.files.write(bucketId, key, upload.bytes);
    return rows[0]!.id;
  });
}

const subOf = (caller: Caller): string | null => {
  const sub = caller.claims.sub;
  return typeof sub === 'string' && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null;
};

async function upload(
  req: IncomingMessage,
  res: ServerResponse,
  deps: StorageDeps,
  caller: Caller,
  bucketId: string,
  key: string,
  upsert: boolean,
): Promise<void> {
  const bucket = await findBucket(deps, bucketId);
  const file = await readUpload(req, bucket);
  const id = await store(deps, caller, bucketId, key, file, subOf(caller), upsert);
  sendJson(res, 200, { Id: id, Key: `${bucketId}/${key}` });
}

/**
 * A signed upload URL: the caller must be allowed to insert the object (tried, then rolled back);
 * the token carries the object's path, the owner and whether it may overwrite.
 */
async function signUpload(
  req: IncomingMessage,
  res: ServerResponse,
  deps: StorageDeps,
  caller: Caller,
  bucketId: string,
  key: string,
): Promise<void> {
  await findBucket(deps, bucketId);
  const upsert = header(req, 'x-upsert') === 'true';
  const owner = subOf(caller);
  await as(deps, caller, async (tx) => {
    if (!upsert) {
      const { rows } = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
        bucketId,
        key,
      ]);
      if (rows.length) throw new StorageError(409, 'Duplicate', 'The resource already exists');
    }
    await tx.query('savepoint probe');
    await tx.query(
      'insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3::uuid, $3) on conflict do nothing',
      [bucketId, key, owner],
    );
    await tx.query('rollback to savepoint probe');
  });
  const now = Math.floor(Date.now() / 1000);
  const token = signJwt(
    { owner, url: `${bucketId}/${key}`, upsert, iat: now, exp: now + SIGNED_UPLOAD_SECONDS },
    deps.cfg.jwtSecret,
  );
  const encoded = `${encodeURIComponent(bucketId)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  sendJson(res, 200, { url: `/object/upload/sign/${encoded}?token=${token}`, token });
}

async function uploadSigned(
  req: IncomingMessage,
  res: ServerResponse,
  deps: StorageDeps,
  bucketId: string,
  key: string,
): Promise<void> {
  const token = new URL(req.url ?? '/', 'http://x').searchParams.get('token');
  if (!token) throw new StorageError(400, 'InvalidJWT', 'The upload URL has no token');
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, deps.cfg.jwtSecret);
  } catch (e) {
    throw new StorageError(400, 'InvalidSignature', e instanceof Error ? e.message : 'Invalid token');
  }
  if (claims.url !== `${bucketId}/${key}`) {
    throw new StorageError(400, 'InvalidSignature', 'The upload URL was signed for another object');
  }
  const bucket = await findBucket(deps, bucketId);
  const file = await readUpload(req, bucket);
  const owner = typeof claims.owner === 'string' ? claims.owner : null;
  await store(deps, null, bucketId, key, file, owner, claims.upsert === true);
  sendJson(res, 200, { Key: `${bucketId}/${key}` });
}

/** The object's row as `caller` sees it (null = Storage itself: public buckets). */
async function findObject(
  deps: StorageDeps,
  caller: Caller | null,
  bucketId: string,
  key: string,
): Promise<ObjectRow> {
  const rows = await as(
    deps,
    caller,
    async (tx) =>
      (
        await tx.query<ObjectRow>(
          `select id, bucket_id, name, owner, metadata, created_at, updated_at, last_accessed_at
         from storage.objects where bucket_id = $1 and name = $2`,
          [bucketId, key],
        )
      ).rows,
  );
  if (!rows[0]) throw objectNotFound();
  return rows[0];
}

async function download(
  req: IncomingMessage,
  res: ServerResponse,
  deps: StorageDeps,
  caller: Caller | null,
  bucketId: string,
  key: string,
  publicRoute: boolean,
): Promise<void> {
  if (publicRoute) {
    const bucket = await findBucket(deps, bucketId);
    if (!bucket.public) throw bucketNotFound();
  }
  const row = await findObject(deps, caller, bucketId, key);
  const bytes = await deps.files.read(bucketId, key);
  if (!bytes) throw objectNotFound();
  const meta = row.metadata;
  const etag = meta?.eTag ?? `"${createHash('md5').update(bytes).digest('hex')}"`;
  const headers: Record<string, string> = {
    'Content-Type': meta?.mimetype ?? 'application/octet-stream',
    'Cache-Control': meta?.cacheControl ?? 'max-age=3600',
    ETag: etag,
    'Last-Modified': meta?.lastModified ?? new Date(row.updated_at).toUTCString(),
    // The stored type is what is served: a browser must not guess another (an HTML file as an image).
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'none',
  };
  const download = new URL(req.url ?? '/', 'http://x').searchParams.get('download');
  if (download !== null) {
    const name = download || key.split('/').pop() || 'download';
    headers['Content-Disposition'] = `attachment; filename="${encodeURIComponent(name)}"`;
  }
  if (header(req, 'if-none-match') === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(bytes.length) });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

async function info(
  res: ServerResponse,
  deps: StorageDeps,
  caller: Caller,
  bucketId: string,
  key: string,
): Promise<void> {
  const row = await findObject(deps, caller, bucketId, key);
  const meta = row.metadata;
  sendJson(res, 200, {
    id: row.id,
    name: row.name,
    version: null,
    bucket_id: row.bucket_id,
    size: meta?.size ?? null,
    content_type: meta?.mimetype ?? null,
    cache_control: meta?.cacheControl ?? null,
    etag: meta?.eTag ?? null,
    metadata: {},
    last_modified: meta?.lastModified ?? null,
    created_at: row.created_at,
  });
}

async function readJson(req: IncomingMessage, deps: StorageDeps): Promise<Record<string, unknown>> {
  const buf = await readBody(req, deps.cfg.maxBodyBytes);
  try {
    const v: unknown = JSON.parse(buf.toString('utf8') || '{}');
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new StorageError(400, 'InvalidRequest', 'The body must be a JSON object');
}

/** DELETE /object/<bucket> {prefixes}: removes what the caller's delete policies allow; lists what went. */
async function remove(
  req: IncomingMessage,
  res: ServerResponse,
  deps: StorageDeps,
  caller: Caller,
  bucketId: string,
): Promise<void> {
  const body = await readJson(req, deps);
  const prefixes = body.prefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    prefixes.length > 1000 ||
    !prefixes.every((p) => typeof p === 'string')
  ) {
    throw new StorageError(400, 'InvalidRequest', 'prefixes must be a list of 1 to 1000 object names');
  }
  const keys = prefixes as string[];
  const bad = keys.find((k) => !isValidKey(k));
  if (bad !== undefined) throw invalidKey(bad);
  await findBucket(deps, bucketId);
  const deleted = await as(deps, caller, async (tx) => {
    const { rows } = await tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning id, bucket_id, name, owner, metadata, created_at, updated_at, last_accessed_at`,
      [bucketId, keys],
    );
    return rows;
  });
  for (const row of deleted) await deps.files.remove(bucketId, row.name);
  sendJson(
    res,
    200,
    deleted.map((r) => ({ ...r, bucket_id: r.bucket_id, metadata: r.metadata ?? {} })),
  );
}

/** POST /object/move {bucketId, sourceKey, destinationKey, destinationBucket?}: as the caller's update policies allow. */
async function move(
  req: IncomingMessage,
  res: ServerResponse,
  deps: StorageDeps,
  caller: Caller,
): Promise<void> {
  const body = await readJson(req, deps);
  const { bucketId, sourceKey, destinationKey } = body;
  const destinationBucket = body.destinationBucket ?? bucketId;
  if (
    typeof bucketId !== 'string' ||
    typeof destinationBucket !== 'string' ||
    !isValidBucketName(bucketId) ||
    !isValidBucketName(destinationBucket)
  ) {
    throw new StorageError(400, 'InvalidBucketName', 'The bucket name is invalid');
  }
  if (typeof sourceKey !== 'string' || !isValidKey(sourceKey)) throw invalidKey(String(sourceKey));
  if (typeof destinationKey !== 'string' || !isValidKey(destinationKey))
    throw invalidKey(String(destinationKey));
  await findBucket(deps, bucketId);
  await findBucket(deps, destinationBucket);
  await as(deps, caller, async (tx) => {
    const { rows } = await tx.query(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
       where bucket_id = $1 and name = $2 returning id`,
      [bucketId, sourceKey, destinationBucket, destinationKey],
    );
    if (!rows.length) throw objectNotFound();
    await deps.files.move(bucketId, sourceKey, destinationBucket, destinationKey);
  });
  sendJson(res, 200, { message: 'Successfully moved' });
}
