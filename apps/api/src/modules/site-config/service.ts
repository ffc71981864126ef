import { CHANNELS, ERROR_CODES, siteConfigPatchSchema, type FeatureFlag, type SiteConfigDto, type SiteConfigPatch } from '@sportsbook/contracts';
import type { Clock } from '../../feed/clock';
import { HttpError } from '../../plugins/errors';
import type { RealtimePublisher } from '../../realtime/types';
import { applySiteConfigPatch, isMergedField, siteConfigConflict, type SiteConfigValues } from './defaults';
import { CHANGED_MARKER, type SiteConfigRepository, type StoredSiteSetting } from './repository';

export interface SiteConfigServiceOptions {
  repository: SiteConfigRepository;
  /** The built-in configuration with the environment's defaults (./defaults siteConfigDefaults). */
  defaults: SiteConfigValues;
  publisher: RealtimePublisher;
  /** Languages with a public channel: a change is pushed on each. */
  languages: readonly string[];
  clock: Clock;
  /** How long a read configuration is served before the table is read again (other nodes' changes). */
  ttlMs?: number;
  onInvalidStored?: (key: string, message: string) => void;
}

export interface OperatorSiteConfigView {
  data: SiteConfigDto;
  /** The fields the operator set (stored), as stored; the rest comes from `defaults`. */
  overrides: SiteConfigPatch;
  defaults: SiteConfigValues;
}

const invalid = (field: string, message: string) =>
  new HttpError(400, ERROR_CODES.badRequest, `Invalid body parameter "${field}": ${message}`, { fields: [{ field, message }] });

/**
 * The site configuration and feature flags (issue 22): the environment's defaults with the
 * operator's stored fields over them. Read through a short cache (ttlMs, 2 s by default), so a
 * change made on another API node is served here within that time; a change made here is pushed
 * at once as `site_config_changed {site_config}` on every public channel, which every open page
 * follows. Other modules read flags with `flag(name)` (app.siteConfig).
 */
export class SiteConfigService {
  private cached: { at: number; config: SiteConfigDto; stored: StoredSiteSetting[] } | null = null;
  private loading: Promise<{ config: SiteConfigDto; stored: StoredSiteSetting[] }> | null = null;
  private readonly ttlMs: number;
  private readonly startedAt: Date;

  constructor(private readonly options: SiteConfigServiceOptions) {
    this.ttlMs = options.ttlMs ?? 2_000;
    this.startedAt = new Date(options.clock.now());
  }

  /** The configuration in force (GET /site_config). */
  async current(): Promise<SiteConfigDto> {
    return (await this.load()).config;
  }

  /** One feature flag: the typed reader for other modules (quick deposit, activity tracking …). */
  async flag(name: FeatureFlag): Promise<boolean> {
    return (await this.current()).features[name];
  }

  async operatorView(): Promise<OperatorSiteConfigView> {
    const { config, stored } = await this.load(true);
    return { data: config, overrides: this.patchOf(stored), defaults: this.options.defaults };
  }

  /**
   * The operator's change: checked as a whole (the schema, then the rules across fields, each 400
   * naming the field), stored, then pushed. Answers the configuration now in force.
   */
  async change(patch: SiteConfigPatch): Promise<SiteConfigDto> {
    const { stored } = await this.load(true);
    const next = applySiteConfigPatch(this.compose(stored).values, patch);
    const conflict = siteConfigConflict(next);
    if (conflict) throw invalid(conflict.field, conflict.message);
    const fields = Object.entries(patch)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => ({ key, value, merge: isMergedField(key) }));
    await this.options.repository.write(fields, new Date(this.options.clock.now()));
    return this.publishFresh();
  }

  /** Forgets the operator's value of these fields: their defaults apply again. */
  async reset(fields: (keyof SiteConfigPatch)[]): Promise<SiteConfigDto> {
    const { stored } = await this.load(true);
    const remaining = stored.filter((row) => !(fields as string[]).includes(row.key));
    const conflict = siteConfigConflict(this.compose(remaining).values);
    if (conflict) throw invalid(conflict.field, `${conflict.message} (reset it together with the field that needs it)`);
    await this.options.repository.remove(fields, new Date(this.options.clock.now()));
    return this.publishFresh();
  }

  private async publishFresh(): Promise<SiteConfigDto> {
    this.cached = null;
    const config = await this.current();
    const publication = { event_name: 'site_config_changed', message: { site_config: config } };
    for (const language of this.options.languages) await this.options.publisher.publish(CHANNELS.public(language), publication);
    return config;
  }

  private async load(fresh = false): Promise<{ config: SiteConfigDto; stored: StoredSiteSetting[] }> {
    if (!fresh && this.cached && Date.now() - this.cached.at < this.ttlMs) return this.cached;
    if (!fresh && this.loading) return this.loading;
    const loading = this.options.repository.all().then((stored) => {
      const { values, updatedAt } = this.compose(stored);
      const result = { config: { ...values, updated_at: updatedAt.toISOString() }, stored };
      this.cached = { at: Date.now(), ...result };
      return result;
    });
    if (!fresh) {
      this.loading = loading;
      void loading.finally(() => {
        if (this.loading === loading) this.loading = null;
      }).catch(() => undefined);
    }
    return loading;
  }

  /** The stored fields that are still valid, as one change. */
  private patchOf(stored: StoredSiteSetting[]): SiteConfigPatch {
    const patch: SiteConfigPatch & Record<string, unknown> = {};
    const shape = siteConfigPatchSchema.shape as Record<string, { safeParse: (value: unknown) => { success: boolean; data?: unknown; error?: { message: string } } }>;
    for (const row of stored) {
      if (row.key === CHANGED_MARKER) continue;
      const schema = shape[row.key];
      const parsed = schema?.safeParse(row.value);
      if (parsed?.success) patch[row.key] = parsed.data;
      else this.options.onInvalidStored?.(row.key, parsed?.error?.message ?? 'not a site-config field');
    }
    return patch;
  }

  private compose(stored: StoredSiteSetting[]): { values: SiteConfigValues; updatedAt: Date } {
    const values = applySiteConfigPatch(this.options.defaults, this.patchOf(stored));
    const updatedAt = stored.reduce((latest, row) => (row.updatedAt > latest ? row.updatedAt : latest), this.startedAt);
    return { values, updatedAt };
  }
}
