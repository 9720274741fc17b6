import type {
  Installation,
  InstallationAuthToken,
  InstallationUpdate,
  NewInstallation,
} from '@vool/api-client';
import { installationTokenSeconds } from '@vool/api-client';
import { hmac, randomToken, safeEqual, sha256 } from '../crypto.ts';
import type { Db } from '../db/connect.ts';
import {
  VendorError,
  type AuthenticatedInstallation,
  type CreatedInstallationRecord,
  type InstallationIdentity,
} from './installations.ts';

const unauthenticated = () => new VendorError(401, 'Request is missing required authentication credential.');
const notFound = () => new VendorError(404, 'Installation not found.');

/**
 * The installation-identity vendor, in this server. Its own key signs its auth tokens (an HMAC under a
 * key derived from the app's secret, as a vendor signs its JWTs): a token names the site, the
 * installation's row and its expiry by the app's clock, so a token of a deleted installation (or of an
 * earlier one with the same id) is refused. Refresh tokens are random and stored only as hashes.
 */
export class SandboxInstallations implements InstallationIdentity {
  private readonly key: string;

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly now: () => Date,
  ) {
    this.key = hmac(secret, 'installations:v1');
  }

  appIdOf(themeId: string): string {
    return `1:vool:web:${themeId}`;
  }

  async register(
    site: { id: number; themeId: string },
    input: NewInstallation,
  ): Promise<CreatedInstallationRecord> {
    if (input.appId !== this.appIdOf(site.themeId)) {
      throw new VendorError(400, 'The appId does not belong to this project.');
    }
    const refreshToken = `2_${randomToken(32)}`;
    const at = this.now();
    const row = await this.db
      .insertInto('push_installations')
      .values({
        site_id: site.id,
        fid: input.fid,
        app_id: input.appId,
        refresh_token_hash: sha256(refreshToken),
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.columns(['site_id', 'fid']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new VendorError(409, 'Installation already exists.');
    return { fid: input.fid, refreshToken, authToken: this.mint(site.id, row.id, input.fid) };
  }

  async generateAuthToken(siteId: number, fid: string, refreshToken: string): Promise<InstallationAuthToken> {
    const row = await this.withRefreshToken(siteId, fid, refreshToken);
    return this.mint(siteId, row.id, fid);
  }

  async update(
    siteId: number,
    fid: string,
    authToken: string,
    changes: InstallationUpdate,
  ): Promise<Installation> {
    const who = await this.authenticate(siteId, authToken);
    if (who.fid !== fid) throw unauthenticated();
    const row = await this.db
      .updateTable('push_installations')
      .set({
        ...(changes.appId === undefined ? {} : { app_id: changes.appId }),
        ...(changes.metadata === undefined ? {} : { metadata: JSON.stringify(changes.metadata) }),
        updated_at: this.now(),
      })
      .where('id', '=', who.installationId)
      .returning(['fid', 'app_id', 'metadata'])
      .executeTakeFirst();
    if (!row) throw notFound();
    return { fid: row.fid, appId: row.app_id, metadata: row.metadata };
  }

  async remove(siteId: number, fid: string, refreshToken: string): Promise<void> {
    const row = await this.withRefreshToken(siteId, fid, refreshToken);
    // Its push registrations go with it (ON DELETE CASCADE): the push vendor forgets the device too.
    const deleted = await this.db
      .deleteFrom('push_installations')
      .where('id', '=', row.id)
      .executeTakeFirst();
    // Deleted by another request meanwhile: a replay of the same delete.
    if (deleted.numDeletedRows === 0n) throw notFound();
  }

  async authenticate(siteId: number, authToken: string): Promise<AuthenticatedInstallation> {
    const claims = this.verify(authToken);
    if (claims?.siteId !== siteId || claims.expiresAt <= this.now().getTime()) throw unauthenticated();
    const row = await this.db
      .selectFrom('push_installations')
      .select(['id', 'fid'])
      .where('id', '=', claims.installationId)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (row?.fid !== claims.fid) throw unauthenticated();
    return { installationId: row.id, fid: row.fid };
  }

  /** Unknown installation 404, wrong refresh token 401: the order a real vendor checks them in. */
  private async withRefreshToken(siteId: number, fid: string, refreshToken: string) {
    const row = await this.db
      .selectFrom('push_installations')
      .select(['id', 'refresh_token_hash'])
      .where('site_id', '=', siteId)
      .where('fid', '=', fid)
      .executeTakeFirst();
    if (!row) throw notFound();
    if (!safeEqual(sha256(refreshToken), row.refresh_token_hash)) throw unauthenticated();
    return row;
  }

  private mint(siteId: number, installationId: number, fid: string): InstallationAuthToken {
    const expiresAt = this.now().getTime() + installationTokenSeconds * 1000;
    const payload = Buffer.from(
      `${String(siteId)}:${String(installationId)}:${fid}:${String(expiresAt)}`,
    ).toString('base64url');
    return {
      token: `${payload}.${hmac(this.key, payload)}`,
      expiresIn: `${String(installationTokenSeconds)}s`,
      expiresAt: new Date(expiresAt).toISOString(),
    };
  }

  private verify(token: string) {
    if (token.length > 512) return undefined;
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined || !safeEqual(signature, hmac(this.key, payload))) {
      return undefined;
    }
    const parts = Buffer.from(payload, 'base64url').toString().split(':');
    if (parts.length !== 4) return undefined;
    const [siteId, installationId, fid, expiresAt] = [
      Number(parts[0]),
      Number(parts[1]),
      parts[2]!,
      Number(parts[3]),
    ];
    if (![siteId, installationId, expiresAt].every(Number.isSafeInteger)) return undefined;
    return { siteId, installationId, fid, expiresAt };
  }
}
